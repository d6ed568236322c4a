import type { HTMLInputTypeAttribute, ReactNode, Ref } from 'react';
import FieldLabel from './FieldLabel.tsx';
import FieldMessages from './FieldMessages.tsx';
import { describedBy, errorId, hintId } from './ids.ts';

export interface TextFieldProps {
  id: string;
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Takes over a paste: gets the clipboard's text instead of what maxLength would leave of it. */
  onPasteText?: (text: string) => void;
  error?: string;
  /** Marks the input invalid when its message is shown elsewhere (e.g. in a toast). */
  invalid?: boolean;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  required?: boolean;
  readOnly?: boolean;
  className?: string;
  labelExtra?: ReactNode;
  /** More ids describing the input (e.g. a tooltip). */
  describedByIds?: string[];
  inputRef?: Ref<HTMLInputElement>;
  /** Read the error out as it appears (see FieldMessages). */
  liveError?: boolean;
  /** Shown under the field's messages, e.g. a help toggle. */
  after?: ReactNode;
}

/** Addresses, e-mails and numbers read left to right even on a right-to-left page. */
const LATIN_TYPES = new Set(['url', 'email', 'tel', 'numeric']);
const isLatinOnly = (props: TextFieldProps) =>
  LATIN_TYPES.has(String(props.type)) || LATIN_TYPES.has(String(props.inputMode));

/** A labelled single-line input whose hint and error are tied to it. */
export default function TextField(props: TextFieldProps) {
  const { id, label, value, error, hint, required, readOnly, className, labelExtra } = props;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <FieldLabel htmlFor={id} label={label} required={required} extra={labelExtra} />
      <input
        id={id}
        ref={props.inputRef}
        name={props.name ?? id}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        dir={isLatinOnly(props) ? 'ltr' : undefined}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        value={value}
        required={required}
        readOnly={readOnly}
        aria-invalid={error || props.invalid ? true : undefined}
        aria-describedby={describedBy(...(props.describedByIds ?? []), hint && hintId(id), error && errorId(id))}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        onPaste={
          props.onPasteText &&
          ((event) => {
            event.preventDefault();
            props.onPasteText?.(event.clipboardData.getData('text'));
          })
        }
      />
      <FieldMessages id={id} hint={hint} error={error} live={props.liveError} />
      {props.after}
    </div>
  );
}
