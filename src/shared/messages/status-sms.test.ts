import { describe, expect, it } from 'vitest';
import { DECISION_STATUSES } from '../organiser-labels.ts';
import { statusSmsText } from './status-sms.ts';

describe('the status SMS', () => {
  it('names the decision and the page, in one GSM-7 segment for every decision', () => {
    expect(statusSmsText('Launchpad 8', 'REJECTED', 'https://launchpad.example/')).toBe(
      'Launchpad 8: your application status is now Not selected. Read the details and any next step at https://launchpad.example/application',
    );
    for (const status of DECISION_STATUSES) {
      const text = statusSmsText('Launchpad 8', status, 'https://launchpad8.example.org');
      expect(text.length).toBeLessThanOrEqual(160);
      expect(text).toMatch(/^[A-Za-z0-9 .:/,-]+$/);
    }
  });
});
