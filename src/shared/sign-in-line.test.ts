import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statusSmsText } from './messages/status-sms.ts';
import { DECISION_STATUSES } from './organiser-labels.ts';
import { SIGN_IN_LINE, withoutSignInLine } from './sign-in-line.ts';
import { TEMPLATE_PLACEHOLDERS, type TemplateValues, renderTemplate } from './sms-templates.ts';

/** Text made mostly of what a sign-in line is made of, so the shapes that matter come up often. */
const risky = fc.string({
  unit: fc.constantFrom('@', '#', ' ', '1', '2', '9', 'a', 'x', '.', '\n', '{', '}', 'é'),
  maxLength: 60,
});
const placeholder = fc.constantFrom(...TEMPLATE_PLACEHOLDERS).map((name) => `{${name}}`);
const template = fc.array(fc.oneof(risky, placeholder), { maxLength: 6 }).map((parts) => parts.join(''));
const values = fc.record(
  Object.fromEntries(TEMPLATE_PLACEHOLDERS.map((name) => [name, risky])) as Record<
    keyof TemplateValues,
    fc.Arbitrary<string>
  >,
);

describe('no status SMS reads as a sign-in line', () => {
  it('clears the line from an organiser note in the built-in text, and keeps the rest of the note', () => {
    const text = statusSmsText(
      'Launchpad 8',
      'SHORTLISTED',
      'https://launchpad.example',
      'Door code @hall.example #4821',
    );
    expect(text).toBe(
      'Launchpad 8: your application status is now Shortlisted. Door code @hall.example 4821. Details: https://launchpad.example/application',
    );
    expect(SIGN_IN_LINE.test(text)).toBe(false);
  });

  it('holds for any built-in text, whatever the note, event name, address and deadline', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DECISION_STATUSES),
        risky,
        risky,
        risky,
        risky,
        (status, eventName, siteUrl, note, confirmBy) =>
          !SIGN_IN_LINE.test(statusSmsText(eventName, status, siteUrl, note, confirmBy)),
      ),
      { numRuns: 2000 },
    );
  });

  it('holds for any template rendered with any values (even a template the editor refuses)', () => {
    fc.assert(
      fc.property(template, values, (t, v) => !SIGN_IN_LINE.test(renderTemplate(t, v))),
      { numRuns: 2000 },
    );
  });

  it('changes nothing in a text without the line, and only removes a # from one with it', () => {
    fc.assert(
      fc.property(risky, (text) => {
        const safe = withoutSignInLine(text);
        if (!SIGN_IN_LINE.test(text)) return safe === text;
        return !SIGN_IN_LINE.test(safe) && safe.length < text.length && safe === removedHashes(text, safe);
      }),
      { numRuns: 2000 },
    );
  });
});

/** `safe` as `text` with some '#' taken out, or '' when it is anything else. */
function removedHashes(text: string, safe: string): string {
  let i = 0;
  for (const ch of text) {
    if (safe[i] === ch) i++;
    else if (ch !== '#') return '';
  }
  return i === safe.length ? safe : '';
}
