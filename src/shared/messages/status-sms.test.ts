import { describe, expect, it } from 'vitest';
import { DECISION_STATUSES } from '../organiser-labels.ts';
import { statusSmsText } from './status-sms.ts';

const SITE = 'https://launchpad.example/';

describe('the status SMS', () => {
  it('names the decision and the page, in one GSM-7 segment for every decision', () => {
    expect(statusSmsText('Launchpad 8', 'REJECTED', SITE)).toBe(
      'Launchpad 8: your application status is now Not selected. Read the details and any next step at https://launchpad.example/application',
    );
    for (const status of DECISION_STATUSES) {
      const text = statusSmsText('Launchpad 8', status, 'https://launchpad8.example.org');
      expect(text.length).toBeLessThanOrEqual(160);
      expect(text).toMatch(/^[A-Za-z0-9 .:/,'-]+$/);
    }
  });

  it('carries the organisers’ note, the next step, when the whole text fits one segment', () => {
    expect(statusSmsText('Launchpad 8', 'SHORTLISTED', SITE, '  Book a mentor slot by 5 Dec ')).toBe(
      'Launchpad 8: your application status is now Shortlisted. Book a mentor slot by 5 Dec. Details: https://launchpad.example/application',
    );
  });

  it('leaves a note that would need a second segment on the page, and says a note waits there', () => {
    const expected =
      "Launchpad 8: your application status is now Shortlisted. Read the organisers' note and your next step at https://launchpad.example/application";
    const long = 'Congratulations! Please book a mentor slot by 5 December on the page.';
    expect(statusSmsText('Launchpad 8', 'SHORTLISTED', SITE, long)).toBe(expected);
    // Outside GSM-7 (a rupee sign, an accent it lacks) every segment holds 70 characters only.
    expect(statusSmsText('Launchpad 8', 'SHORTLISTED', SITE, 'Fee ₹500')).toBe(expected);
    expect(expected.length).toBeLessThanOrEqual(160);
  });
});
