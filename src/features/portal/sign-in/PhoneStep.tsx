import { type Ref, type SubmitEvent, useEffect, useState } from 'react';
import TextField from '../common/fields/TextField.tsx';
import { PHONE_INPUT_MAX_LENGTH } from './rules.ts';

interface Props {
  phone: string;
  error?: string;
  sending: boolean;
  inputRef: Ref<HTMLInputElement>;
  onPhoneChange: (phone: string) => void;
  onPhonePaste: (text: string) => void;
  onSubmit: () => void;
}

/** Step 1: the mobile number the code goes to. */
export default function PhoneStep(props: Props) {
  const { phone, error, sending, inputRef, onPhoneChange, onSubmit } = props;
  // The build renders this form as HTML before React runs: until it does, the button stays disabled,
  // so a tap on a slow phone cannot submit the form natively (a reload that would lose the number).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    // POST, never GET: even a native submission must not put the number in the address and the logs.
    <form method="post" noValidate onSubmit={submit} aria-labelledby="sign-in-heading">
      <TextField
        id="sign-in-phone"
        name="mobile"
        label="Mobile Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        placeholder="10-digit mobile number"
        hint="We will text a 6-digit code to this number."
        required
        value={phone}
        error={error}
        liveError
        inputRef={inputRef}
        onChange={onPhoneChange}
        onPasteText={props.onPhonePaste}
      />
      <button className="btn btn-primary" type="submit" disabled={sending || !hydrated}>
        {sending ? 'Sending...' : 'Send OTP'}
      </button>
    </form>
  );
}
