import { describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES } from '../../../shared/messages/passkeys.ts';
import type { PasskeyStatus } from '../../../shared/passkey-schemas.ts';
import { createPasskeyGate, type PasskeyGateEffects, stepFor } from './store.ts';

function gateWith(status: PasskeyStatus, ceremony: PasskeyGateEffects['ceremony']) {
  const record = { ceremonies: [] as string[], reopened: [] as string[], toasts: [] as string[], registered: 0 };
  const gate = createPasskeyGate({
    status: async () => status,
    ceremony: async (kind) => {
      record.ceremonies.push(kind);
      return ceremony(kind);
    },
    reopen: (message) => void record.reopened.push(message),
    toast: (message) => void record.toasts.push(message),
    registered: () => void record.registered++,
  });
  return { gate, record };
}

const ok = async () => ({ ok: true, message: 'done' });

describe('the workspace passkey step', () => {
  it('shows the step each sign-in needs', () => {
    expect(stepFor({ required: true, registered: false, confirmed: false })).toBe('register');
    expect(stepFor({ required: true, registered: true, confirmed: false })).toBe('sign-in');
    expect(stepFor({ required: true, registered: true, confirmed: true })).toBe('open');
    expect(stepFor({ required: false, registered: false, confirmed: false })).toBe('offer');
    // Optional on the server, but this staff member has a passkey: every sign-in of theirs needs it.
    expect(stepFor({ required: false, registered: true, confirmed: false })).toBe('sign-in');
    expect(stepFor({ required: true, registered: true, confirmed: false })).toBe('sign-in');
  });

  it('registers the first passkey, then reloads the workspace with the server’s message', async () => {
    const { gate, record } = gateWith({ required: true, registered: false, confirmed: false }, ok);
    await gate.check();
    expect(gate.$step.get()).toBe('register');
    await gate.act();
    expect(record).toEqual({ ceremonies: ['register'], reopened: ['done'], toasts: [], registered: 0 });
  });

  it('signs in with the passkey when one is registered, and shows a refusal without leaving the step', async () => {
    const { gate, record } = gateWith({ required: true, registered: true, confirmed: false }, async () => ({
      ok: false,
      message: PASSKEY_MESSAGES.cancelled,
    }));
    await gate.check();
    await gate.act();
    expect(record.ceremonies).toEqual(['authenticate']);
    expect(record.reopened).toEqual([]);
    expect(gate.$step.get()).toBe('sign-in');
    expect(gate.$write.get()).toEqual({ busy: false, result: { ok: false, message: PASSKEY_MESSAGES.cancelled } });
  });

  it('offers registration when passkeys are optional and closes the offer once done, without a reload', async () => {
    const { gate, record } = gateWith({ required: false, registered: false, confirmed: false }, ok);
    await gate.check();
    expect(gate.$step.get()).toBe('offer');
    await gate.act();
    // Not reloaded, the page is told, so its staff passkeys table counts the new one.
    expect(record).toEqual({ ceremonies: ['register'], reopened: [], toasts: ['done'], registered: 1 });
    expect(gate.$step.get()).toBe('open');
  });

  it('is busy while the passkey prompt is open, and runs one ceremony however many presses', async () => {
    let answer!: (result: { ok: boolean; message: string }) => void;
    const { gate, record } = gateWith(
      { required: true, registered: true, confirmed: false },
      () => new Promise((resolve) => (answer = resolve)),
    );
    await gate.check();
    const first = gate.act();
    expect(gate.$write.get().busy).toBe(true);
    await gate.act();
    answer({ ok: false, message: PASSKEY_MESSAGES.cancelled });
    await first;
    expect(record.ceremonies).toEqual(['authenticate']);
    expect(gate.$write.get().busy).toBe(false);
  });

  it('does nothing while checking or once open', async () => {
    const { gate, record } = gateWith({ required: true, registered: true, confirmed: true }, ok);
    await gate.act();
    await gate.check();
    await gate.act();
    expect(record.ceremonies).toEqual([]);
    expect(gate.$step.get()).toBe('open');
  });
});
