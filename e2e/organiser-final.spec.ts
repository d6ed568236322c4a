import type { Board, OrganiserFinal } from '../src/shared/final-schemas.ts';
import { FINAL_MESSAGES } from '../src/shared/messages/final.ts';
import { openAs } from './support/api.ts';
import { tabTo } from './support/keyboard.ts';
import { organiserSession } from './support/organiser.ts';
import { expect, expectNoAxeViolations, test } from './support/portal.ts';

/**
 * The organiser's stage and the big screen as pages: their states, the keyboard and axe. The suite's server has no
 * final (opening one would lock every applicant's edits), so past the empty state the stage and the board are the
 * API's answers stubbed in the browser; e2e/final-live.spec.ts runs a real final through both pages on a server of
 * its own.
 */
const STAGE: OrganiserFinal = {
  final: { id: 9, name: 'Grand final', status: 'open', ranked: false },
  judges: [
    { mobile: '9812345670', name: 'Meera Rao', scored: 2 },
    { mobile: '9812345671', name: 'Ravi Iyer', scored: 1 },
  ],
  pitches: [
    {
      id: 'p1',
      startupName: 'Kisan Cart',
      founderName: 'Asha',
      state: 'closed',
      revealed: true,
      scored: 2,
      score: 7.5,
    },
    { id: 'p2', startupName: 'Pay Setu', founderName: 'Bala', state: 'open', revealed: false, scored: 1, score: 6 },
    {
      id: 'p3',
      startupName: 'Rent Ready',
      founderName: 'Chitra',
      state: 'waiting',
      revealed: false,
      scored: 0,
      score: null,
    },
  ],
};
const RANKED: OrganiserFinal = { ...STAGE, final: { ...STAGE.final!, ranked: true } };
const BOARD: Board = {
  name: 'Grand final',
  judges: 2,
  ranked: true,
  pitches: [
    { position: 1, startupName: 'Kisan Cart', state: 'closed', scored: 2, score: 7.5, rank: 1 },
    { position: 2, startupName: 'Pay Setu', state: 'open', scored: 1, score: null, rank: null },
    { position: 3, startupName: null, state: 'waiting', scored: 0, score: null, rank: null },
  ],
};

test('the stage runs from the keyboard and the big screen shows only what is revealed, both axe-clean', async ({
  page,
  request,
}) => {
  const organiser = await organiserSession(request, 'finalStage');
  await openAs(page, '/organiser/final', organiser);
  await expect(page.getByText(FINAL_MESSAGES.noFinalYet)).toBeVisible();
  await expect(page.getByRole('link', { name: FINAL_MESSAGES.settingsLink })).toHaveAttribute(
    'href',
    '/organiser/settings',
  );

  let stage = STAGE;
  await page.route('**/api/organiser/final', (route) => route.fulfill({ json: stage }));
  await page.route('**/api/organiser/final/ranking', (route) => {
    stage = RANKED;
    return route.fulfill({ json: { message: FINAL_MESSAGES.rankingShown, stage } });
  });
  await page.reload();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Pay Setu' })).toContainText(FINAL_MESSAGES.judgesScored(1, 2));
  await expect(rows.filter({ hasText: 'Rent Ready' })).toContainText(FINAL_MESSAGES.noScore);
  await expect(page.getByRole('button', { name: `${FINAL_MESSAGES.close} Pay Setu` })).toBeVisible();
  await expect(page.getByRole('button', { name: `${FINAL_MESSAGES.hide} Kisan Cart` })).toBeVisible();
  await expect(page.getByRole('link', { name: FINAL_MESSAGES.bigScreen })).toHaveAttribute('href', '/final');
  await expectNoAxeViolations(page);

  // The ranking shown by keyboard: the answer's stage replaces the one shown, the focus stays on the button.
  const ranking = page.getByRole('button', { name: FINAL_MESSAGES.showRanking });
  await tabTo(page, ranking);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: FINAL_MESSAGES.rankingShown })).toBeVisible();
  await expect(page.getByRole('button', { name: FINAL_MESSAGES.hideRanking })).toBeFocused();

  // The big screen, signed out: the ranked pitch first, the one on stage named, the next one not yet, no score
  // before it is revealed.
  await page.route('**/api/final/board', (route) => route.fulfill({ json: BOARD }));
  await openAs(page, '/final');
  await expect(page.getByRole('region', { name: FINAL_MESSAGES.nowPitching })).toContainText('Pay Setu');
  const board = page.getByRole('table', { name: 'Ranking' }).getByRole('row');
  await expect(board.nth(1)).toContainText('Kisan Cart');
  await expect(board.nth(1)).toContainText('7.50');
  await expect(board.filter({ hasText: 'Pay Setu' })).toContainText(FINAL_MESSAGES.hiddenScore);
  await expect(board.filter({ hasText: FINAL_MESSAGES.pitchNumber(3) })).toHaveCount(1);
  await expectNoAxeViolations(page);
});
