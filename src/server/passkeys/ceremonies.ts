/**
 * The two WebAuthn ceremonies of staff passkeys (docs/api.md, "Passkeys for staff"), with @simplewebauthn/server:
 * registering a passkey, and confirming a sign-in with one. Each answer must carry the challenge this session was
 * last given (taken once, within 5 minutes), be made for SITE_URL's origin and host, and, on sign-in, move the
 * authenticator's counter forward. Nothing is stored unless all of that holds.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { PASSKEY_MESSAGES } from '../../shared/messages/passkeys.ts';
import type { AuthenticationResponseSchema, RegistrationResponseSchema } from '../../shared/passkey-schemas.ts';
import { hashToken } from '../auth/sessions.ts';
import { sessions } from '../db/schema.ts';
import type { ApiDeps, UserRow } from '../deps.ts';
import { fail } from '../errors.ts';
import { PASSKEY_CHALLENGE_TTL_MS, storeChallenge, takeChallenge } from './challenges.ts';
import { type StoredPasskey, addPasskey, advanceCounter, passkeysOf } from './credentials.ts';
import { relyingParty } from './relying-party.ts';
import { sessionConfirmed } from './session-confirmation.ts';

type Deps = Pick<ApiDeps, 'db' | 'now' | 'siteUrl' | 'eventName'>;
/** Who is asking: the signed-in staff member and their bearer token. */
interface Caller {
  user: UserRow;
  token: string;
}

const rp = (deps: Deps) => relyingParty(deps.siteUrl, deps.eventName);

/**
 * Loaded at the first ceremony, not at start-up: with its certificate libraries it costs every process about 27 MB of
 * RSS and 7 MB of heap, which only staff signing in ever need.
 */
const webauthn = () => import('@simplewebauthn/server');

const confirmSession = (deps: Deps, tokenHash: string) =>
  deps.db.update(sessions).set({ passkeyConfirmedAt: deps.now() }).where(eq(sessions.tokenHash, tokenHash));

/**
 * A first passkey may be registered from an SMS sign-in (that is how staff start); another one only from a sign-in
 * already confirmed by a passkey, or whoever reads a staff member's SMS could add their own. Checked here so no
 * challenge is handed out in vain, and again, under a lock, when the passkey is stored (credentials.ts).
 */
async function assertMayRegister(deps: Deps, caller: Caller): Promise<StoredPasskey[]> {
  const existing = await passkeysOf(deps.db, caller.user.id);
  if (existing.length > 0 && !(await sessionConfirmed(deps.db, hashToken(caller.token)))) {
    throw fail(403, PASSKEY_MESSAGES.confirmFirst);
  }
  return existing;
}

export async function registrationOptions(deps: Deps, caller: Caller) {
  const existing = await assertMayRegister(deps, caller);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: rp(deps).name,
    rpID: rp(deps).id,
    userName: caller.user.mobile,
    userDisplayName: caller.user.name || caller.user.mobile,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
  await storeChallenge(deps.db, hashToken(caller.token), 'register', options.challenge, deps.now());
  return options;
}

export async function verifyRegistration(
  deps: Deps,
  caller: Caller,
  response: z.infer<typeof RegistrationResponseSchema>,
): Promise<void> {
  const tokenHash = hashToken(caller.token);
  const challenge = await takeChallenge(deps.db, tokenHash, 'register', deps.now());
  if (!challenge) throw fail(400, PASSKEY_MESSAGES.noChallenge);
  const { verifyRegistrationResponse } = await webauthn();
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp(deps).origin,
    expectedRPID: rp(deps).id,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verified?.verified) throw fail(400, PASSKEY_MESSAGES.rejected);
  const { credential } = verified.registrationInfo;
  const added = await addPasskey(
    deps.db,
    {
      id: credential.id,
      userId: caller.user.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      createdAt: deps.now(),
    },
    tokenHash,
  );
  if (added === 'confirm-first') throw fail(403, PASSKEY_MESSAGES.confirmFirst);
  if (added === 'duplicate') throw fail(400, PASSKEY_MESSAGES.rejected);
  // Registering proved this sign-in holds the new passkey.
  await confirmSession(deps, tokenHash);
}

export async function authenticationOptions(deps: Deps, caller: Caller) {
  const existing = await passkeysOf(deps.db, caller.user.id);
  if (existing.length === 0) throw fail(400, PASSKEY_MESSAGES.noneRegistered);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: rp(deps).id,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    allowCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    userVerification: 'required',
  });
  await storeChallenge(deps.db, hashToken(caller.token), 'authenticate', options.challenge, deps.now());
  return options;
}

export async function verifyAuthentication(
  deps: Deps,
  caller: Caller,
  response: z.infer<typeof AuthenticationResponseSchema>,
): Promise<void> {
  const tokenHash = hashToken(caller.token);
  const challenge = await takeChallenge(deps.db, tokenHash, 'authenticate', deps.now());
  if (!challenge) throw fail(400, PASSKEY_MESSAGES.noChallenge);
  const passkey = (await passkeysOf(deps.db, caller.user.id)).find((p) => p.id === response.id);
  if (!passkey) throw fail(400, PASSKEY_MESSAGES.unknownPasskey);
  const { verifyAuthenticationResponse } = await webauthn();
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp(deps).origin,
    expectedRPID: rp(deps).id,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verified?.verified) throw fail(400, PASSKEY_MESSAGES.rejected);
  if (!(await advanceCounter(deps.db, passkey.id, verified.authenticationInfo.newCounter, deps.now()))) {
    throw fail(400, PASSKEY_MESSAGES.rejected);
  }
  await confirmSession(deps, tokenHash);
}
