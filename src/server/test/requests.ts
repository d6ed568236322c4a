/** Small request helpers for the API tests: every call goes through `app.request()`. */
import type { TestApi } from './harness.ts';
import { loadPrivacyNoticeVersion } from '../privacy/notice-version.ts';
import { solvedAltcha } from './pow.ts';

export interface CallOptions {
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

function headersFor(options: CallOptions, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...extra,
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    ...(options.ip ? { 'x-test-client-ip': options.ip } : {}),
    ...options.headers,
  };
}

export const postJson = (api: TestApi, path: string, body: unknown, options: CallOptions = {}) =>
  api.app.request(`/api${path}`, {
    method: 'POST',
    headers: headersFor(options, { 'Content-Type': 'application/json' }),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

export const get = (api: TestApi, path: string, options: CallOptions = {}) =>
  api.app.request(`/api${path}`, { headers: headersFor(options) });

/**
 * Sends `form` as multipart bytes, as a browser does. (Encoded up front: undici's own FormData stream
 * throws an unhandled error when the server stops reading early, which is exactly what 413/415 do.)
 */
export async function postForm(api: TestApi, path: string, form: FormData, options: CallOptions = {}) {
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type')!;
  const body = new Uint8Array(await encoded.arrayBuffer());
  return api.app.request(`/api${path}`, {
    method: 'POST',
    headers: headersFor(options, { 'Content-Type': contentType }),
    body,
  });
}

/**
 * POST /api/otp as the sign-in page does it: when the API asks for proof of work, a challenge is solved and the
 * request sent again with it.
 */
export async function sendOtpSolving(api: TestApi, mobile: string, ip?: string) {
  const first = await postJson(api, '/otp', { mobile }, { ip });
  if (first.status !== 429) return first;
  const body = (await first.clone().json()) as { challengeRequired?: boolean; powLevel?: number };
  if (!body.challengeRequired) return first;
  return postJson(api, '/otp', { mobile, altcha: await solvedAltcha(api, body.powLevel) }, { ip });
}

/** Signs `mobile` in through the real OTP flow and returns the session token and user. */
export async function signIn(api: TestApi, mobile = '9876543210', ip?: string) {
  const sent = await sendOtpSolving(api, mobile, ip);
  if (sent.status !== 200) throw new Error(`send OTP failed: ${sent.status} ${await sent.text()}`);
  const res = await postJson(api, '/verify-otp', { mobile, otp: api.sms.lastCode(mobile) }, { ip });
  if (res.status !== 200) throw new Error(`verify OTP failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as {
    token: string;
    user: { id: number; isProfileCompleted: boolean };
    unseenDecision?: boolean;
  };
  // The next test's send must not hit the resend cooldown of this one.
  api.clock.advance(31_000);
  return body;
}

/** The privacy notice's current version (content/privacy.json), which every profile save must have accepted. */
export const NOTICE_VERSION = await loadPrivacyNoticeVersion();

/** A profile that passes every rule of the complete form, with the current privacy notice accepted. */
export const VALID_PROFILE = {
  name: 'Asha Mehta',
  age: 29,
  gender: 'FEMALE',
  email: 'asha@example.com',
  state: 'Maharashtra',
  city: 'Pune',
  education: 'Doctorate (Ph.D./M.Phil)',
  ethnicity: 'Hindu',
  role: 'PARTICIPATOR',
  isEmailOptIn: true,
  isJITOMember: false,
  JITOChapter: '',
  heardFrom: 'A friend',
  startUpName: 'Krishi Sense',
  startUpIndustry: 'Agritech',
  startUpStage: 'MVP_READY',
  startUpTeamSize: '4',
  startUpSummary: 'Soil sensors that tell small farmers when to water.',
  website: 'https://krishisense.in',
  linkedIn: 'https://www.linkedin.com/in/asha-mehta',
  privacyNoticeVersion: NOTICE_VERSION,
};

/** Smallest files each accepted type can be recognised by, plus padding. */
export const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
  Buffer.alloc(2048, 0x20),
  Buffer.from('\n%%EOF\n'),
]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256, 1)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(256, 2)]);

/** Answers for every field of content/application-form.json, by name. */
export const VALID_ANSWERS: Record<string, string> = {
  fullName: 'Asha Mehta',
  age: '29',
  cityState: 'Pune, Maharashtra',
  phoneNumber: '9876543210',
  email: 'asha@example.com',
  startupName: 'Krishi Sense',
  currentStage: 'MVP_READY',
  startupDescription: 'Soil sensors that tell small farmers when to water.',
  hasCofounders: 'false',
  cofounderName: '',
  cofounderRole: '',
  videoPitch: 'https://youtu.be/dQw4w9WgXcQ',
};

/** Field ids by name, as GET /api/formfield-list serves them. */
export async function fieldIds(api: TestApi, token: string): Promise<Record<string, number>> {
  const res = await get(api, '/formfield-list', { token });
  const { formFields } = (await res.json()) as { formFields: { id: number; name: string }[] };
  return Object.fromEntries(formFields.map((f) => [f.name, f.id]));
}

/** The multipart body the application island sends: file parts by field name plus the `fields` JSON part. */
export function applicationForm(
  ids: Record<string, number>,
  answers: Record<string, string> = VALID_ANSWERS,
  files: Record<string, { bytes: Uint8Array; name: string; type?: string }> = {
    pitchDeck: { bytes: PDF, name: 'deck.pdf' },
  },
): FormData {
  const form = new FormData();
  const entries: { fieldId: number; value: string; name?: string }[] = Object.entries(answers).map(([name, value]) => ({
    fieldId: ids[name]!,
    value,
  }));
  for (const [field, file] of Object.entries(files)) {
    entries.push({ fieldId: ids[field]!, value: '', name: file.name });
    form.append(field, new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/pdf' }));
  }
  form.append('fields', JSON.stringify(entries));
  return form;
}
