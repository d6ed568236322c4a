/**
 * The workspace's passkey step (docs/organisers.md, "Passkeys"): which step a staff sign-in sees, and running it.
 * Effects are injected, so the flow is unit-tested without a browser or an authenticator.
 */
import { atom } from 'nanostores';
import type { PasskeyStatus } from '../shared/passkey-schemas.ts';

/**
 * - 'checking': asking the API; 'open': nothing to show.
 * - 'register' / 'sign-in': the workspace stays shut until this is done (STAFF_PASSKEYS=required).
 * - 'offer': registration offered above the workspace (STAFF_PASSKEYS=optional, no passkey yet).
 */
export type GateStep = 'checking' | 'open' | 'register' | 'sign-in' | 'offer';

export interface GateState {
  step: GateStep;
  busy: boolean;
  /** The last ceremony's refusal, shown under the button. */
  message: string;
}

export interface PasskeyGateEffects {
  status(): Promise<PasskeyStatus>;
  ceremony(kind: 'register' | 'authenticate'): Promise<{ ok: boolean; message: string }>;
  /** After the workspace was shut: load it again, now that its calls are answered, and then say `message`. */
  reopen(message: string): void;
  toast(message: string): void;
}

export function stepFor(status: PasskeyStatus): GateStep {
  if (status.confirmed) return 'open';
  if (status.required) return status.registered ? 'sign-in' : 'register';
  return status.registered ? 'open' : 'offer';
}

export function createPasskeyGate(effects: PasskeyGateEffects) {
  const $gate = atom<GateState>({ step: 'checking', busy: false, message: '' });

  async function check(): Promise<void> {
    try {
      $gate.set({ step: stepFor(await effects.status()), busy: false, message: '' });
    } catch {
      // No answer (or not staff): the workspace's own calls say why.
      $gate.set({ step: 'open', busy: false, message: '' });
    }
  }

  async function act(): Promise<void> {
    const { step } = $gate.get();
    if (step === 'checking' || step === 'open') return;
    $gate.set({ step, busy: true, message: '' });
    const result = await effects.ceremony(step === 'sign-in' ? 'authenticate' : 'register');
    if (!result.ok) return $gate.set({ step, busy: false, message: result.message });
    if (step !== 'offer') return effects.reopen(result.message);
    effects.toast(result.message);
    $gate.set({ step: 'open', busy: false, message: '' });
  }

  return { $gate, check, act };
}
