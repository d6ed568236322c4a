/**
 * One SMS as the gateway gets it: a registered wording (messages/sms-wordings.ts), its typed variables each apart, and
 * the text they make, which is what the phone shows (the console provider prints it, the workspace previews it).
 * Browser-safe.
 */
import { SMS_WORDINGS, type SmsVariable, type SmsWordingId } from './messages/sms-wordings.ts';

export interface SmsMessage {
  wording: SmsWordingId;
  /** Each variable of the wording, typed and cut as DLT registers it. */
  vars: Partial<Record<SmsVariable, string>>;
  text: string;
}

/** The longest a name variable may be (DLT templates register a name variable of up to 30 characters). */
export const SMS_NAME_MAX = 30;

/**
 * A name (a founder's, a startup's) as a name variable carries it: letters, digits, spaces and `.'&-` only (no URL,
 * no `@` or `#`, nothing that reads as a sign-in code's line), spaces collapsed, cut to 30 characters.
 */
export function nameVariable(value: string, fallback: string): string {
  const cleaned = value
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N} .'&-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = [...cleaned].slice(0, SMS_NAME_MAX).join('').trim();
  return cut || fallback;
}

/** What a message's variables are made from; a wording uses the ones its text names. */
export interface SmsValues {
  name?: string;
  startup?: string;
  /** A date and time in India, already written short (≤ 30 characters, e.g. '28 Nov 2026, 6:00 pm IST'). */
  date?: string;
  /** A page of the site on SITE_URL's host. */
  link?: string;
  /** A one-time code the server made (a guardian's consent). */
  code?: string;
}

const PLACEHOLDER = /\{(event|name|startup|date|link|code)\}/g;

/** The message of `wording` for `eventName` (fixed text at registration) and these values. */
export function smsMessage(wording: SmsWordingId, eventName: string, values: SmsValues): SmsMessage {
  const { text } = SMS_WORDINGS[wording];
  const all: Record<SmsVariable, string> = {
    name: nameVariable(values.name ?? '', 'there'),
    startup: nameVariable(values.startup ?? '', 'your startup'),
    date: values.date ?? '',
    link: values.link ?? '',
    code: values.code ?? '',
  };
  const vars: SmsMessage['vars'] = {};
  const rendered = text.replace(PLACEHOLDER, (_, name: 'event' | SmsVariable) => {
    if (name === 'event') return eventName;
    vars[name] = all[name];
    return all[name];
  });
  return { wording, vars, text: rendered };
}
