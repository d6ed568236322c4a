import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { PASSKEY_MESSAGES } from '../../../shared/messages/passkeys.ts';
import { createPasskeyGate } from './store.ts';
import { browserPasskeyGateEffects } from './effects.ts';
import StatusLine from '../common/StatusLine.tsx';
import styles from '../common/Organiser.module.css';

/** Marks the page while a required step shows, so the workspace's own island (whose calls are refused) is hidden. */
const SHUT_ATTRIBUTE = 'data-passkey-step';

/**
 * Above every workspace page: a staff sign-in not yet confirmed by a passkey registers one (first time) or signs in
 * with it, where STAFF_PASSKEYS=required; where optional, registering is offered on the page that passes `offer`
 * (Settings: the other pages keep their layout). Decided after hydration (the session is the browser's), so the
 * server's HTML is empty.
 */
export default function PasskeyStep({ offer }: { offer: boolean }) {
  const gate = useMemo(() => createPasskeyGate(browserPasskeyGateEffects), []);
  const step = useStore(gate.$step);
  const { busy, result } = useStore(gate.$write);
  useEffect(() => void gate.check(), [gate]);
  const shut = step === 'register' || step === 'sign-in';
  useEffect(() => {
    document.documentElement.toggleAttribute(SHUT_ATTRIBUTE, shut);
  }, [shut]);
  if (step === 'checking' || step === 'open' || (step === 'offer' && !offer)) return null;

  const signIn = step === 'sign-in';
  return (
    <section className={styles.panel} aria-labelledby="passkey-title">
      <h2 id="passkey-title">{signIn ? PASSKEY_MESSAGES.signInTitle : PASSKEY_MESSAGES.registerTitle}</h2>
      <p>{signIn ? PASSKEY_MESSAGES.signInIntro : PASSKEY_MESSAGES.registerIntro}</p>
      {step === 'offer' && <p className={styles.muted}>{PASSKEY_MESSAGES.registerOptional}</p>}
      <button
        className="btn btn-primary"
        type="button"
        aria-disabled={busy || undefined}
        onClick={() => void gate.act()}
      >
        {signIn ? PASSKEY_MESSAGES.signInButton : PASSKEY_MESSAGES.registerButton}
      </button>
      {/* A success reloads the page (or closes the offer with a toast): only a refusal is said here. */}
      <StatusLine result={result?.ok ? null : result} />
      {signIn && <p className={styles.muted}>{PASSKEY_MESSAGES.lostPasskey}</p>}
    </section>
  );
}
