/**
 * "May reveal the team" over deck text: the text of a stored PDF deck is read once in the background (bounded in
 * time, pages and characters) and searched for the applicant's and co-founder's names; organisers see where, reviewers
 * see neither the flag nor the text.
 */
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { cofounderInvites, submissionFiles, users } from '../../db/schema.ts';
import { deckTextSession } from '../../decks/deck-text.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { getJson, signInOrganiser, signInReviewer } from '../../test/organiser-fixtures.ts';
import {
  PDF,
  VALID_ANSWERS,
  VALID_PROFILE,
  applicationForm,
  fieldIds,
  get,
  postForm,
  postJson,
  signIn,
} from '../../test/requests.ts';

const COFOUNDER = 'Zqxcofdeck Rao';
/** A sentence only the deck holds, to look for in every reviewer answer. */
const DECK_ONLY = 'Zqxslogan irrigation for every village';

/** A deck of `pages` slides drawn with pdf-lib; `lines[n]` is written on page n + 1. */
async function deck(pages: number, lines: Record<number, string> = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([960, 540]);
    page.drawText(`Slide ${i + 1}: ${DECK_ONLY}`, { x: 40, y: 480, size: 24, font });
    const line = lines[i];
    if (line) page.drawText(line, { x: 40, y: 420, size: 24, font });
  }
  return doc.save();
}

let api: TestApi;
let organiser: string;
let reviewer: string;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  organiser = await signInOrganiser(api);
  reviewer = await signInReviewer(api);
});

/** An application with a co-founder and `bytes` as its deck, once the deck's text has been read. */
async function apply(bytes: Uint8Array): Promise<string> {
  const { token } = await signIn(api, '9812345671');
  expect((await postJson(api, '/user-details', VALID_PROFILE, { token })).status).toBe(200);
  const answers = { ...VALID_ANSWERS, hasCofounders: 'true', cofounderName: COFOUNDER, cofounderRole: 'CTO' };
  const form = applicationForm(await fieldIds(api, token), answers, { pitchDeck: { bytes, name: 'deck.pdf' } });
  const res = await postForm(api, '/create-submission', form, { token });
  expect(res.status, await res.clone().text()).toBe(201);
  await api.deps.deckText.idle();
  return ((await res.json()) as { submission: { id: string } }).submission.id;
}

const storedPages = async (submissionId: string) =>
  (await api.deps.db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, submissionId)))[0]!
    .textPages;

describeApi('may reveal the team: deck text', () => {
  it('flags for organisers the deck page that names a co-founder or the applicant, and which name', async () => {
    const id = await apply(await deck(4, { 2: `Meet ${COFOUNDER}, our CTO`, 3: `Contact ${VALID_PROFILE.name}` }));
    expect(await storedPages(id)).toHaveLength(4);
    const seen = await getJson(api, `/organiser/submissions/${id}`, organiser);
    expect(seen.body.submission.mayRevealTeam).toEqual([
      { field: 'Pitch Deck (PDF), page 3', name: 'zqxcofdeck' },
      { field: 'Pitch Deck (PDF), page 4', name: VALID_PROFILE.name.split(' ')[0]!.toLowerCase() },
    ]);
  });

  it('never sends a reviewer the flag or the deck text (the organiser gets the flag, never the text)', async () => {
    const id = await apply(await deck(3, { 2: `Meet ${COFOUNDER}` }));
    const detail = await get(api, `/organiser/submissions/${id}`, { token: reviewer });
    const text = await detail.text();
    expect(detail.status).toBe(200);
    expect(JSON.parse(text).submission).not.toHaveProperty('mayRevealTeam');
    const organiserText = await (await get(api, `/organiser/submissions/${id}`, { token: organiser })).text();
    for (const body of [text, organiserText]) expect(body).not.toContain('Zqxslogan');
    for (const path of ['/organiser/submissions', '/organiser/export?format=csv', '/organiser/export?format=json']) {
      expect(await (await get(api, path, { token: reviewer })).text(), path).not.toContain('Zqxslogan');
    }
  });

  it('flags nothing for a deck that names nobody, its text read all the same', async () => {
    const id = await apply(await deck(3));
    expect(await storedPages(id)).toEqual([1, 2, 3].map((n) => `Slide ${n}: ${DECK_ONLY}`));
    expect((await getJson(api, `/organiser/submissions/${id}`, organiser)).body.submission.mayRevealTeam).toEqual([]);
  });

  it('stores a malformed PDF as before, reads no text from it and flags nothing', async () => {
    const id = await apply(PDF);
    expect(await storedPages(id)).toEqual([]);
    const seen = await getJson(api, `/organiser/submissions/${id}`, organiser);
    expect(seen.body.submission.files).toHaveLength(1);
    expect(seen.body.submission.mayRevealTeam).toEqual([]);
    // Not silently clear: organisers are told the deck's text could not be searched.
    expect(seen.body.submission.decksNotRead).toEqual([{ field: 'Pitch Deck (PDF)', failed: true }]);
  });

  it('tells organisers of a deck not read yet, and of none once it is read; reviewers never', async () => {
    const id = await apply(await deck(2));
    const detail = async (token: string) => (await getJson(api, `/organiser/submissions/${id}`, token)).body.submission;
    expect((await detail(organiser)).decksNotRead).toEqual([]);
    await api.deps.db.update(submissionFiles).set({ textPages: null }).where(eq(submissionFiles.submissionId, id));
    expect((await detail(organiser)).decksNotRead).toEqual([{ field: 'Pitch Deck (PDF)', failed: false }]);
    expect(await detail(reviewer)).not.toHaveProperty('decksNotRead');
  });

  it('flags the name of a co-founder who accepted an invite, from their profile', async () => {
    const invitee = '9812345679';
    const id = await apply(await deck(2, { 1: 'Zqxinvitee builds the sensors' }));
    expect((await getJson(api, `/organiser/submissions/${id}`, organiser)).body.submission.mayRevealTeam).toEqual([]);
    await signIn(api, invitee);
    await api.deps.db.update(users).set({ name: 'Zqxinvitee Kapoor' }).where(eq(users.mobile, invitee));
    const [applicant] = await api.deps.db.select().from(users).where(eq(users.mobile, '9812345671'));
    const at = new Date(api.clock.now);
    await api.deps.db.insert(cofounderInvites).values({
      inviterId: applicant!.id,
      mobile: invitee,
      role: 'CTO',
      status: 'accepted',
      invitedAt: at,
    });
    expect((await getJson(api, `/organiser/submissions/${id}`, organiser)).body.submission.mayRevealTeam).toEqual([
      { field: 'Pitch Deck (PDF), page 2', name: 'zqxinvitee' },
    ]);
  });
});

describeApi('reading a deck is bounded', () => {
  const limits = { timeoutMs: 10_000, maxPages: 50, maxChars: 100_000, heapMb: 128 };
  /** Reads each of `decks` in one session, as a run of the background reader does. */
  async function readAll(decks: Uint8Array[], chosen = limits) {
    const session = deckTextSession(chosen);
    try {
      const pages: string[][] = [];
      for (const bytes of decks) pages.push(await session.read(bytes));
      return pages;
    } finally {
      await session.close();
    }
  }

  it('reads at most maxPages pages and maxChars characters', async () => {
    const bytes = await deck(6);
    expect((await readAll([bytes], { ...limits, maxPages: 2 }))[0]).toHaveLength(2);
    const [capped] = await readAll([bytes], { ...limits, maxChars: 50 });
    expect(capped!.join('')).toHaveLength(50);
    expect(capped).toHaveLength(2);
  });

  it('keeps its thread from one read to the next and ends it lingerMs after the last', async () => {
    const session = deckTextSession(limits, { lingerMs: 2_000 });
    try {
      expect(session.holdsThread()).toBe(false);
      expect(await session.read(await deck(1))).toEqual([`Slide 1: ${DECK_ONLY}`]);
      expect(session.holdsThread()).toBe(true);
      await new Promise((r) => setTimeout(r, 1_200));
      // A read within the pause starts the wait again.
      expect(await session.read(await deck(1))).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 1_200));
      expect(session.holdsThread()).toBe(true);
      await vi.waitFor(() => expect(session.holdsThread()).toBe(false), { timeout: 5_000 });
    } finally {
      await session.close();
    }
  });

  it('gives up with no text when the worker runs out of time', async () => {
    expect(await readAll([await deck(3)], { ...limits, timeoutMs: 1 })).toEqual([[]]);
  });

  it('gives no text for bytes that are not a PDF, leaves the caller its buffer, and reads the next deck', async () => {
    const bytes = new Uint8Array(Buffer.from('not a pdf at all'));
    const [bad, good] = await readAll([bytes, await deck(2)]);
    expect(bad).toEqual([]);
    expect(bytes.byteLength).toBe(16);
    expect(good).toEqual([`Slide 1: ${DECK_ONLY}`, `Slide 2: ${DECK_ONLY}`]);
  });
});
