import styles from './FormNotice.module.css';

interface Props {
  message?: string;
  tone?: 'error' | 'info';
}

/**
 * A message about the whole form, e.g. 'Please fix the errors in the form before submitting'. The
 * live region is always rendered so screen readers announce the message when it appears.
 */
export default function FormNotice({ message, tone = 'error' }: Props) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'}>
      {message && <p className={`${styles.notice} ${styles[tone]}`}>{message}</p>}
    </div>
  );
}
