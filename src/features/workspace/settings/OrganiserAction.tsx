import type { ReactNode } from 'react';
import styles from '../common/Organiser.module.css';

interface Props {
  /** useIsOrganiser(): null until the page has hydrated. */
  organiser: boolean | null;
  /** What an organiser can do here (a form's save button). */
  children: ReactNode;
  /** What a reviewer reads instead; nothing when absent. */
  otherwise?: ReactNode;
}

/**
 * A form's organiser-only action. Until the role is known it holds its place, unseen: appearing after hydration, it
 * pushed every panel below it down (Lighthouse CLS 0.33 on /organiser/settings).
 */
export default function OrganiserAction({ organiser, children, otherwise }: Props) {
  if (organiser === false) return otherwise ?? null;
  return organiser ? children : <div className={styles.reserved}>{children}</div>;
}
