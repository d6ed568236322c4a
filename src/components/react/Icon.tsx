import type { IconName } from '../../lib/icon-paths.ts';
import { iconHref } from '../../lib/icon-href.ts';

interface Props {
  name: IconName;
  /** Accessible name; leave empty for a decorative icon next to visible text. */
  label?: string;
}

/** The site's icons for React islands, drawn from the same sprite as Icon.astro. */
export default function Icon({ name, label }: Props) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      aria-hidden={label ? undefined : 'true'}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    >
      <use href={iconHref(name)} />
    </svg>
  );
}
