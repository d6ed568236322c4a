import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import FieldLabel from './FieldLabel.tsx';
import FieldMessages from './FieldMessages.tsx';
import { describedBy, errorId, hintId } from './ids.ts';
import styles from './Field.module.css';

// Measuring must happen before paint in the browser; on the server there is nothing to measure.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

interface Props {
  id: string;
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  /** When set, the textarea grows with its text up to this height in px, then scrolls. */
  growUpToPx?: number;
  error?: string;
  hint?: string;
  required?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  className?: string;
  labelExtra?: ReactNode;
  describedByIds?: string[];
}

/** A labelled multi-line input whose hint and error are tied to it. */
export default function TextAreaField(props: Props) {
  const { id, label, value, error, hint, required, readOnly, rows, growUpToPx } = props;
  const ref = useRef<HTMLTextAreaElement>(null);

  useBeforePaint(() => {
    const area = ref.current;
    if (!area || !growUpToPx) return;
    area.style.height = 'auto';
    const wanted = area.scrollHeight + area.offsetHeight - area.clientHeight;
    area.style.height = `${Math.min(wanted, growUpToPx)}px`;
    area.style.overflowY = wanted > growUpToPx ? 'auto' : 'hidden';
  }, [value, growUpToPx]);

  return (
    <div className={props.className ? `field ${props.className}` : 'field'}>
      <FieldLabel htmlFor={id} label={label} required={required} extra={props.labelExtra} />
      <textarea
        ref={ref}
        id={id}
        name={props.name ?? id}
        className={growUpToPx ? styles.growing : styles.textarea}
        rows={rows}
        value={value}
        required={required}
        readOnly={readOnly}
        maxLength={props.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(...(props.describedByIds ?? []), hint && hintId(id), error && errorId(id))}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
