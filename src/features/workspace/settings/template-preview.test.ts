import { describe, expect, it } from 'vitest';
import { previewText } from './template-preview.ts';

const NOW = new Date('2026-03-01T10:00:00Z');
const ACCEPTED = 'Action required, {name}: {startup} is {status}. Confirm by {confirmBy} at {link}';

describe('the decision message preview', () => {
  it('names the deadline an acceptance sent now would get under the saved hours to confirm', () => {
    expect(previewText(ACCEPTED, 'ACCEPTED', 'https://launchpad.example', 72, NOW)).toBe(
      'Action required, Asha Mehta: Krishi Sense is Accepted. Confirm by 4 March 2026, 3:30 pm IST at https://launchpad.example/application',
    );
    expect(previewText(ACCEPTED, 'ACCEPTED', 'https://launchpad.example', 24, NOW)).toContain(
      'Confirm by 2 March 2026, 3:30 pm IST',
    );
  });

  it('leaves the deadline empty for the statuses that wait for no answer, as the texts sent do', () => {
    expect(previewText('{status}: by {confirmBy}.', 'SHORTLISTED', 'https://launchpad.example', 72, NOW)).toBe(
      'Shortlisted: by .',
    );
  });
});
