/** Passkey ceremonies for the API tests, through the real endpoints with a software authenticator. */
import type { TestApi } from './harness.ts';
import { postJson } from './requests.ts';
import { type Bend, type SoftAuthenticator, softAuthenticator } from './soft-authenticator.ts';

/** An authenticator for the test API's relying party (the host and origin of its SITE_URL). */
export const testAuthenticator = (api: TestApi) => {
  const url = new URL(api.deps.siteUrl);
  return softAuthenticator(url.hostname, url.origin);
};

async function optionsFor(api: TestApi, ceremony: 'register' | 'authenticate', token: string) {
  const res = await postJson(api, `/passkeys/${ceremony}/options`, {}, { token });
  if (res.status !== 200) throw new Error(`${ceremony} options: ${res.status} ${await res.text()}`);
  return (await res.json()) as { challenge: string; rp?: { id: string } };
}

/** Registers `authenticator`'s passkey for the session `token`; `bend` alters the answer. Returns the verify answer. */
export async function registerPasskey(api: TestApi, token: string, authenticator: SoftAuthenticator, bend?: Bend) {
  const options = await optionsFor(api, 'register', token);
  return postJson(api, '/passkeys/register/verify', authenticator.register(options, bend), { token });
}

/** Confirms the session `token` with `authenticator`'s passkey; `bend` alters the answer. Returns the verify answer. */
export async function confirmWithPasskey(api: TestApi, token: string, authenticator: SoftAuthenticator, bend?: Bend) {
  const options = await optionsFor(api, 'authenticate', token);
  return postJson(api, '/passkeys/authenticate/verify', authenticator.authenticate(options, bend), { token });
}
