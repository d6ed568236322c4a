import { useEffect, useRef, useState } from 'react';
import { sendOtp, verifyOtp } from '../../../lib/api-client.ts';
import { RESEND_COOLDOWN_SECONDS, sendOutcome, verifyOutcome } from '../../../lib/portal/sign-in.ts';
import { showToast, showToastAfterNavigation } from '../../../lib/toast.ts';
import { signIn } from '../../../stores/auth.ts';
import OtpStep from './OtpStep.tsx';
import PhoneStep from './PhoneStep.tsx';
import { landingAfterSignIn } from '../../../lib/organiser-landing.ts';
import styles from './SignIn.module.css';

/** The zod-based checks are heavy: fetched on first focus, long before they are needed. */
const loadChecks = () => import('../../../lib/portal/sign-in-checks.ts');

type Step = 'phone' | 'otp';
type Busy = 'send' | 'verify' | 'resend' | null;

const STEP_TEXT: Record<Step, { heading: string; intro: string }> = {
  phone: {
    heading: 'Sign in with your mobile',
    intro: 'New here or coming back, it is the same: enter your number and we will send you a one-time code.',
  },
  otp: {
    heading: 'Enter your one-time code',
    intro: 'Type the 6-digit code we just sent you to sign in.',
  },
};

/** Two-step sign-in (spec sections 2, 4, 5 and 8): mobile number, then the one-time code. */
export default function SignIn() {
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [otpInvalid, setOtpInvalid] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [resendAt, setResendAt] = useState(0);
  const phoneInput = useRef<HTMLInputElement>(null);
  const otpInput = useRef<HTMLInputElement>(null);
  const firstRender = useRef(true);

  // Moving between steps puts the visitor in the step's input (not on first load: no focus theft).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    (step === 'phone' ? phoneInput : otpInput).current?.focus();
  }, [step]);

  const waitFor = (seconds: number | undefined) => {
    if (seconds) setResendAt(Date.now() + seconds * 1000);
  };

  const requestCode = async (number: string): Promise<boolean> => {
    const outcome = sendOutcome(await sendOtp(number));
    void showToast(outcome.toast, outcome.sent ? 'success' : 'error');
    waitFor(outcome.sent ? RESEND_COOLDOWN_SECONDS : outcome.retryAfterSeconds);
    return outcome.sent;
  };

  const submitPhone = async () => {
    if (busy) return;
    setBusy('send');
    const error = (await loadChecks()).phoneError(phone);
    if (error) {
      setBusy(null);
      setPhoneError(error);
      phoneInput.current?.focus();
      return;
    }
    const number = phone.trim();
    const sent = await requestCode(number);
    setBusy(null);
    if (sent) {
      setMobile(number);
      setOtp('');
      setStep('otp');
    }
  };

  const submitOtp = async () => {
    if (busy) return;
    setBusy('verify');
    const error = (await loadChecks()).otpError(otp);
    if (error) {
      setBusy(null);
      setOtpInvalid(true);
      void showToast(error, 'error');
      otpInput.current?.focus();
      return;
    }
    const outcome = verifyOutcome(await verifyOtp(mobile, otp.trim()));
    if (outcome.signedIn) {
      signIn(outcome.token, outcome.user);
      showToastAfterNavigation(outcome.toast);
      // Stays busy: the page is leaving.
      window.location.assign(landingAfterSignIn(outcome.user, outcome.next));
      return;
    }
    setBusy(null);
    void showToast(outcome.toast, 'error');
    waitFor(outcome.retryAfterSeconds);
    otpInput.current?.focus();
  };

  const resend = async () => {
    if (busy) return;
    setBusy('resend');
    if (await requestCode(mobile)) {
      setOtp('');
      setOtpInvalid(false);
    }
    setBusy(null);
    otpInput.current?.focus();
  };

  const changeNumber = () => {
    setStep('phone');
    setPhone('');
    setMobile('');
    setOtp('');
    setPhoneError(undefined);
    setOtpInvalid(false);
    setResendAt(0);
  };

  const text = STEP_TEXT[step];
  return (
    <div className={styles.panel} onFocus={() => void loadChecks()}>
      <p className={styles.step}>Step {step === 'phone' ? 1 : 2} of 2</p>
      <h2 id="sign-in-heading" className={styles.heading}>
        {text.heading}
      </h2>
      <p className={styles.intro}>{text.intro}</p>
      {step === 'phone' ? (
        <PhoneStep
          phone={phone}
          error={phoneError}
          sending={busy === 'send'}
          inputRef={phoneInput}
          onPhoneChange={(value) => {
            setPhone(value);
            setPhoneError(undefined);
          }}
          onSubmit={() => void submitPhone()}
        />
      ) : (
        <OtpStep
          mobile={mobile}
          otp={otp}
          invalid={otpInvalid}
          busy={busy === 'verify' || busy === 'resend' ? busy : null}
          resendAt={resendAt}
          inputRef={otpInput}
          onOtpChange={(value) => {
            setOtp(value);
            setOtpInvalid(false);
          }}
          onSubmit={() => void submitOtp()}
          onResend={() => void resend()}
          onChangeNumber={changeNumber}
        />
      )}
    </div>
  );
}
