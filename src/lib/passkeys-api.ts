/**
 * The workspace's passkey calls (/api/passkeys/*). @simplewebauthn/browser is imported only when a ceremony starts,
 * so neither the sign-in page nor a workspace page that needs no passkey step loads it.
 */
import { NO_ANSWER } from '../shared/messages/network.ts';
import { PASSKEY_MESSAGES } from '../shared/messages/passkeys.ts';
import type { PasskeyStatus, StaffPasskeyList } from '../shared/passkey-schemas.ts';
import { JSON_HEADERS, type MessageResponse, answerOrNull, bearer, read } from './api-client.ts';

export type Ceremony = 'register' | 'authenticate';

export const getPasskeyStatus = (token: string) => read<PasskeyStatus>('/api/passkeys/status', token);

const post = <T>(path: string, token: string, body: unknown = {}) =>
  answerOrNull<T>(path, { method: 'POST', headers: { ...JSON_HEADERS, ...bearer(token) }, body: JSON.stringify(body) });

/** Runs one ceremony end to end: options from the API, the browser's passkey prompt, the answer checked by the API. */
export async function runPasskeyCeremony(token: string, ceremony: Ceremony): Promise<{ ok: boolean; message: string }> {
  const browser = await import('@simplewebauthn/browser');
  if (!browser.browserSupportsWebAuthn()) return { ok: false, message: PASSKEY_MESSAGES.unsupported };
  const options = await post<Record<string, unknown>>(`/api/passkeys/${ceremony}/options`, token);
  if (!options) return { ok: false, message: NO_ANSWER };
  if (!options.ok) return { ok: false, message: options.data.message ?? NO_ANSWER };
  let response: unknown;
  try {
    response =
      ceremony === 'register'
        ? await browser.startRegistration({ optionsJSON: options.data as never })
        : await browser.startAuthentication({ optionsJSON: options.data as never });
  } catch {
    return { ok: false, message: PASSKEY_MESSAGES.cancelled };
  }
  const verified = await post<MessageResponse>(`/api/passkeys/${ceremony}/verify`, token, response);
  if (!verified) return { ok: false, message: NO_ANSWER };
  return { ok: verified.ok, message: verified.data.message ?? '' };
}

/** Organisers: every staff member and how many passkeys they have. */
export const getStaffPasskeys = (token: string) => read<StaffPasskeyList>('/api/organiser/staff-passkeys', token);

/** Organisers: removes a colleague's passkeys (recovery for a lost one). */
export const removeStaffPasskeys = (token: string, mobile: string) =>
  answerOrNull<MessageResponse>(`/api/organiser/staff-passkeys/${encodeURIComponent(mobile)}`, {
    method: 'DELETE',
    headers: { Accept: 'application/json', ...bearer(token) },
  });
