/**
 * The proof-of-work solver, in a worker off the page's main thread: counts up until SHA-256 (the browser's own,
 * crypto.subtle) of the challenge's salt, nonce and counter matches the signed key prefix.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { PowChallenge } from '../../shared/pow.ts';

interface SolveRequest {
  challenge: PowChallenge;
  timeout: number;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SolveRequest>) => void) | null;
  postMessage(data: unknown): void;
};

scope.onmessage = async ({ data: { challenge, timeout } }) => {
  scope.postMessage(await solveChallenge({ challenge, deriveKey, timeout }));
};
