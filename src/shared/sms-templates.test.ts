import { describe, expect, it } from 'vitest';
import { statusSmsText } from './messages/status-sms.ts';
import { DECISION_STATUSES } from './organiser-labels.ts';
import { smsSize } from './sms-segments.ts';
import { defaultTemplates, renderTemplate, templateProblem, templateValues } from './sms-templates.ts';

const applicant = { name: 'Asha Mehta', startup: 'Krishi Sense' };

describe('the default template', () => {
  it('renders the built-in status SMS, in one GSM-7 segment for every decision', () => {
    const template = defaultTemplates('Launchpad 8').SHORTLISTED;
    expect(templateProblem(template)).toBe('');
    expect(renderTemplate(template, templateValues('REJECTED', 'https://launchpad.example/', applicant))).toBe(
      'Launchpad 8: your application status is now Not selected. Read the details and any next step at https://launchpad.example/application',
    );
    for (const status of DECISION_STATUSES) {
      const text = renderTemplate(template, templateValues(status, 'https://launchpad8.example.org', applicant));
      expect(text).toBe(statusSmsText('Launchpad 8', status, 'https://launchpad8.example.org'));
      expect(smsSize(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
      expect(text).toMatch(/^[A-Za-z0-9 .:/,-]+$/);
    }
  });
});

describe('the acceptance', () => {
  it('says action is required and names the deadline, as the built-in text does, in one GSM-7 segment', () => {
    const template = defaultTemplates('Launchpad 8').ACCEPTED;
    expect(templateProblem(template, 'ACCEPTED')).toBe('');
    const confirmBy = '28 November 2026, 12:30 pm IST';
    const values = templateValues('ACCEPTED', 'https://launchpad8.example.org', { ...applicant, confirmBy });
    const text = renderTemplate(template, values);
    expect(text).toBe(
      'Launchpad 8: Action required. Your application is Accepted. Confirm your place by 28 November 2026, 12:30 pm IST at https://launchpad8.example.org/application',
    );
    expect(text).toBe(statusSmsText('Launchpad 8', 'ACCEPTED', 'https://launchpad8.example.org', 'A note', confirmBy));
    expect(smsSize(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  it('must name {confirmBy} in its template', () => {
    expect(templateProblem('Welcome aboard, {name}!', 'ACCEPTED')).toBe(
      'The Accepted message must include {confirmBy}: accepted founders are asked to confirm their place by then',
    );
    expect(templateProblem('Welcome aboard, {name}!', 'SHORTLISTED')).toBe('');
  });

  it('must say "Action required", in any case', () => {
    expect(templateProblem('Welcome aboard, {name}! Confirm by {confirmBy}', 'ACCEPTED')).toBe(
      'The Accepted message must say "Action required": founders who are not told to act often never confirm their place',
    );
    expect(templateProblem('Welcome aboard, {name}! Action Required: confirm by {confirmBy}', 'ACCEPTED')).toBe('');
    expect(templateProblem('Welcome aboard, {name}!', 'WAITLISTED')).toBe('');
  });
});

describe('templates', () => {
  it('refuses unknown placeholders by name, and any #', () => {
    expect(templateProblem('Hi {name} of {startup}: {status} by {confirmBy}, {link}')).toBe('');
    expect(templateProblem('Hi {Name}')).toBe(
      'Unknown placeholder {Name}. Use {name}, {startup}, {status}, {confirmBy} or {link}.',
    );
    expect(templateProblem('Hi {}')).toMatch(/^Unknown placeholder \{\}/);
    expect(templateProblem('Ticket #4')).toBe('A message cannot contain #: phones could read it as a sign-in code');
  });

  it('never renders a sign-in line, whatever the applicant typed', () => {
    const text = renderTemplate('{name} {startup}', {
      ...templateValues('ACCEPTED', 'https://x.example', applicant),
      name: '@launchpad.example',
      startup: '#123456',
    });
    expect(text).toBe('@launchpad.example 123456');
    expect(/@\S+ #\d+/.test(text)).toBe(false);
  });
});
