/**
 * The proof-of-work solver, in a worker off the page's main thread: altcha-lib's solver counts up until the
 * SHA-256 of the challenge's salt, nonce and counter matches the signed key prefix, hashing with sha256.ts.
 */
import { solveChallenge } from 'altcha-lib';
import type { DeriveKeyFunction } from 'altcha-lib/types';
import type { PowChallenge } from '../../../shared/pow.ts';
import { sha256 } from './sha256.ts';

interface SolveRequest {
  challenge: PowChallenge;
  timeout: number;
}

/** altcha-lib's SHA-256 derivation (iterated `cost` times, cut to `keyLength`), synchronously. */
const deriveKey: DeriveKeyFunction = async ({ cost, keyLength }, salt, password) => {
  const input = new Uint8Array(salt.length + password.length);
  input.set(salt);
  input.set(password, salt.length);
  let key = sha256(input);
  for (let round = 1; round < cost; round++) key = sha256(key);
  return { derivedKey: key.slice(0, keyLength) };
};

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SolveRequest>) => void) | null;
  postMessage(data: unknown): void;
};

scope.onmessage = async ({ data: { challenge, timeout } }) => {
  scope.postMessage(await solveChallenge({ challenge, deriveKey, timeout }));
};
