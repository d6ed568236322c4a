import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import { browserSignInEffects } from './effects.ts';
import { createSignInFlow } from './store.ts';
import FormNotice from '../common/fields/FormNotice.tsx';
import OtpStep from './OtpStep.tsx';
import PhoneStep from './PhoneStep.tsx';
import styles from './SignIn.module.css';

const STEP_TEXT = {
  phone: {
    heading: 'Sign in with your mobile',
    intro: 'New here or coming back, it is the same: enter your number and we will send you a one-time code.',
  },
  otp: {
    heading: 'Enter your one-time code',
    intro: 'Type the 6-digit code we just sent you to sign in.',
  },
} as const;

/** Two-step sign-in (docs/spec.md §2, §4, §5 and §8): renders the flow in store.ts. */
export default function SignIn() {
  const flow = useMemo(() => createSignInFlow(browserSignInEffects), []);
  const state = useStore(flow.$signIn);
  const phoneInput = useRef<HTMLInputElement>(null);
  const otpInput = useRef<HTMLInputElement>(null);

  useEffect(() => flow.start(), [flow]);

  // A number typed or autofilled into the server-rendered input before hydration is kept, not wiped.
  useEffect(() => {
    const typed = phoneInput.current?.value;
    if (typed) flow.setPhone(typed);
  }, [flow]);

  // The flow asks for focus when a step opens or an input needs another try (never on first load).
  useEffect(() => {
    if (state.focus) (state.focus === 'phone' ? phoneInput : otpInput).current?.focus();
  }, [state.focus, state.focusSeq]);

  const text = STEP_TEXT[state.step];
  return (
    <div className={styles.panel} onFocus={() => void browserSignInEffects.loadChecks()}>
      <FormNotice message={state.notice} tone="info" />
      <p className={styles.step}>Step {state.step === 'phone' ? 1 : 2} of 2</p>
      <h2 id="sign-in-heading" className={styles.heading}>
        {text.heading}
      </h2>
      <p className={styles.intro}>{text.intro}</p>
      {state.step === 'phone' ? (
        <PhoneStep
          phone={state.phone}
          error={state.phoneError}
          sending={state.busy === 'send'}
          inputRef={phoneInput}
          onPhoneChange={flow.setPhone}
          onPhonePaste={flow.pastePhone}
          onSubmit={() => void flow.submitPhone()}
        />
      ) : (
        <OtpStep
          mobile={state.mobile}
          otp={state.otp}
          invalid={state.otpInvalid}
          busy={state.busy}
          resendAt={state.resendAt}
          inputRef={otpInput}
          onOtpChange={flow.setOtp}
          onSubmit={() => void flow.submitOtp()}
          onResend={() => void flow.resend()}
          onChangeNumber={flow.changeNumber}
        />
      )}
    </div>
  );
}
