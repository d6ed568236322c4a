import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SMS_WORDINGS, type SmsWordingId } from './messages/sms-wordings.ts';
import { SIGN_IN_LINE } from './sign-in-line.ts';
import { smsSize } from './sms-segments.ts';
import { SMS_NAME_MAX, nameVariable, smsMessage } from './sms-message.ts';

const WORDINGS = Object.keys(SMS_WORDINGS) as SmsWordingId[];
const LINK = 'https://launchpad.example/application';
/** Text made mostly of what a sign-in line or a link is made of, so the shapes that matter come up often. */
const risky = fc.string({
  unit: fc.constantFrom('@', '#', ' ', '1', '9', 'a', 'x', '.', '/', ':', '\n', '{', '}', 'é', 'अ', '😀'),
  maxLength: 80,
});

describe('a registered message', () => {
  it('gives the gateway each typed variable apart, and the text they make', () => {
    const sms = smsMessage('ACCEPTED_NAMED', 'Launchpad 8', {
      name: 'Asha Mehta',
      startup: 'Krishi Sense',
      date: '28 Nov 2026, 6:00 pm IST',
      link: LINK,
    });
    expect(sms).toEqual({
      wording: 'ACCEPTED_NAMED',
      vars: { name: 'Asha Mehta', startup: 'Krishi Sense', date: '28 Nov 2026, 6:00 pm IST', link: LINK },
      text: `Launchpad 8: Action required. Hi Asha Mehta, Krishi Sense is Accepted. Confirm your place by 28 Nov 2026, 6:00 pm IST at ${LINK}`,
    });
  });

  it('has every acceptance say "Action required" and name its deadline: founders not told to act often never confirm', () => {
    const acceptances = Object.values(SMS_WORDINGS).filter((w) => w.purpose === 'ACCEPTED');
    expect(acceptances).toHaveLength(2);
    for (const { text } of acceptances) expect(text).toMatch(/Action required\..* by \{date\} at \{link\}$/);
  });

  it('carries only the variables its wording names', () => {
    expect(smsMessage('SHORTLISTED', 'Launchpad 8', { name: 'Asha', startup: 'Krishi', link: LINK }).vars).toEqual({
      link: LINK,
    });
  });

  it('never carries a link, a sign-in line or more than 30 characters in a name, whatever was typed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WORDINGS), risky, risky, (wording, name, startup) => {
        const sms = smsMessage(wording, 'Launchpad 8', {
          name,
          startup,
          date: '30 Sept 2026, 11:00 pm IST',
          link: LINK,
        });
        for (const [variable, value] of Object.entries(sms.vars)) {
          if (variable === 'link') continue;
          expect([...value].length).toBeLessThanOrEqual(SMS_NAME_MAX);
          if (variable !== 'date') expect(value).not.toMatch(/[@#/:\n{}]/);
        }
        expect(SIGN_IN_LINE.test(sms.text)).toBe(false);
      }),
    );
  });

  it('keeps names in any script, cut to 30 characters, and falls back when nothing is left', () => {
    expect(nameVariable('  Ānanya   Rao-Iyer ', 'there')).toBe('Ānanya Rao-Iyer');
    expect(nameVariable('अनन्या', 'there')).toBe('अनन्या');
    expect(nameVariable('Visit http://evil.example/kyc', 'there')).toBe('Visit http evil.example kyc');
    expect(nameVariable('x'.repeat(40), 'there')).toBe('x'.repeat(30));
    expect(nameVariable('#@!', 'there')).toBe('there');
  });

  it('is GSM-7 for every wording with the longest names and date, so no wording costs UCS-2 segments', () => {
    for (const wording of WORDINGS.filter((w) => w !== 'COFOUNDER_INVITE')) {
      const sms = smsMessage(wording, 'Launchpad 8', {
        name: 'x'.repeat(30),
        startup: 'y'.repeat(30),
        date: '30 Sept 2026, 11:00 pm IST',
        link: 'https://launchpad8.example.org/application',
      });
      expect(smsSize(sms.text)).toMatchObject({ encoding: 'GSM-7' });
    }
  });
});
