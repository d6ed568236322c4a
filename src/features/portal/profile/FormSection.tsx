import type { ReactNode } from 'react';
import styles from './Profile.module.css';

interface Props {
  id: string;
  number: number;
  title: string;
  children: ReactNode;
}

/** One titled part of a profile form; its fields sit in two columns on wide screens. */
export default function FormSection({ id, number, title, children }: Props) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 className={styles.sectionTitle} id={`${id}-title`}>
        <span className={styles.sectionNumber} aria-hidden="true">
          {number}
        </span>
        {title}
      </h3>
      <div className={styles.grid}>{children}</div>
    </section>
  );
}
