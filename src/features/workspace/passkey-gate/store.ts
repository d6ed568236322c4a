/**
 * The workspace's passkey step (docs/organisers.md, "Passkeys"): which step a staff sign-in sees, and running it.
 * Effects are injected, so the flow is unit-tested without a browser or an authenticator.
 */
import { atom } from 'nanostores';
import type { PasskeyStatus } from '../../../shared/passkey-schemas.ts';
import { createWrite } from '../../../stores/write.ts';

/**
 * - 'checking': asking the API; 'open': nothing to show.
 * - 'register' / 'sign-in': the workspace stays shut until this is done (STAFF_PASSKEYS=required; and optional once
 *   the staff member has a passkey, which every sign-in of theirs then needs).
 * - 'offer': registration offered above the workspace (STAFF_PASSKEYS=optional, no passkey yet).
 */
export type GateStep = 'checking' | 'open' | 'register' | 'sign-in' | 'offer';

export interface PasskeyGateEffects {
  status(): Promise<PasskeyStatus>;
  ceremony(kind: 'register' | 'authenticate'): Promise<{ ok: boolean; message: string }>;
  /** After the workspace was shut: load it again, now that its calls are answered, and then say `message`. */
  reopen(message: string): void;
  toast(message: string): void;
  /** A passkey registered without a reload: what the page shows of the staff's passkeys reads them again. */
  registered(): void;
}

export function stepFor(status: PasskeyStatus): GateStep {
  if (status.confirmed) return 'open';
  if (status.registered) return 'sign-in';
  return status.required ? 'register' : 'offer';
}

/**
 * The step is the gate's state; running its ceremony is a write like any other (stores/write.ts): busy while the
 * browser's passkey prompt is open, and a refusal shown on the status line without leaving the step.
 */
export function createPasskeyGate(effects: PasskeyGateEffects) {
  const $step = atom<GateStep>('checking');

  const write = createWrite(async (step: 'register' | 'sign-in' | 'offer') => {
    const result = await effects.ceremony(step === 'sign-in' ? 'authenticate' : 'register');
    if (!result.ok) return result;
    if (step !== 'offer') effects.reopen(result.message);
    else {
      effects.toast(result.message);
      effects.registered();
      $step.set('open');
    }
    return result;
  });

  async function check(): Promise<void> {
    write.clear();
    try {
      $step.set(stepFor(await effects.status()));
    } catch {
      // No answer (or not staff): the workspace's own calls say why.
      $step.set('open');
    }
  }

  async function act(): Promise<void> {
    const step = $step.get();
    if (step !== 'checking' && step !== 'open') await write.run(step);
  }

  return { $step, $write: write.$write, check, act };
}
