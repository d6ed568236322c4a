import type { Ref, SubmitEvent } from 'react';
import TextField from '../common/fields/TextField.tsx';
import { OTP_MAX_LENGTH, formatMobile } from './rules.ts';
import { useSecondsLeft } from './useSecondsLeft.ts';
import styles from './SignIn.module.css';

interface Props {
  mobile: string;
  otp: string;
  invalid: boolean;
  busy: 'verify' | 'resend' | null;
  /** When a new code may be requested (epoch ms). */
  resendAt: number;
  inputRef: Ref<HTMLInputElement>;
  onOtpChange: (otp: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  onChangeNumber: () => void;
}

/** Step 2: the code, with a way back to step 1 and a resend that waits out the cooldown. */
export default function OtpStep(props: Props) {
  const { mobile, otp, invalid, busy, resendAt, inputRef } = props;
  const wait = useSecondsLeft(resendAt);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby="sign-in-heading">
      <p className={styles.sentTo}>
        Code sent to <strong dir="ltr">{formatMobile(mobile)}</strong>
      </p>
      <TextField
        id="sign-in-otp"
        name="otp"
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_MAX_LENGTH}
        placeholder="6-digit code"
        hint="The code is valid for 5 minutes."
        required
        value={otp}
        invalid={invalid}
        inputRef={inputRef}
        onChange={props.onOtpChange}
      />
      <div className={styles.actions}>
        <button className="btn btn-primary" type="submit" disabled={busy !== null}>
          {busy === 'verify' ? 'Verifying...' : 'Verify OTP'}
        </button>
        <button className="btn btn-outline" type="button" onClick={props.onChangeNumber} disabled={busy === 'verify'}>
          Change Number
        </button>
      </div>
      <p className={styles.resend}>
        <span>Didn&apos;t get the code?</span>
        <button
          className={styles.linkButton}
          type="button"
          onClick={props.onResend}
          disabled={busy !== null || wait > 0}
        >
          {busy === 'resend' ? 'Sending...' : wait > 0 ? `Resend OTP in ${wait}s` : 'Resend OTP'}
        </button>
      </p>
    </form>
  );
}
