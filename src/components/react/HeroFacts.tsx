import type { ReactNode } from 'react';
import type { IconName } from '../../lib/icon-paths.ts';
import Icon from './Icon.tsx';
import styles from './HeroFacts.module.css';

interface Props {
  /** The small tag above the title. */
  tag: string;
  facts: { icon: IconName; text: string }[];
  /** 'dark' on photos and navy, 'light' on white. */
  tone?: 'dark' | 'light';
  align?: 'start' | 'center';
  /** The title between the tag and the facts. */
  children: ReactNode;
}

/**
 * The 'Coming Soon....' tag and the row of facts (icon + text) under a hero title, shared by the banner
 * carousel and the variants' heroes (there rendered at build time only). Texts keep their own direction,
 * so '12 Speakers' reads the same in right-to-left pages.
 */
export default function HeroFacts({ tag, facts, tone = 'dark', align = 'start', children }: Props) {
  return (
    <>
      <p className={`${styles.tag} ${styles[tone]}`} dir="auto">
        {tag}
      </p>
      {children}
      <ul className={`${styles.facts} ${styles[tone]} ${styles[align]}`}>
        {facts.map((fact) => (
          <li key={fact.icon}>
            <Icon name={fact.icon} />
            <span dir="auto">{fact.text}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
