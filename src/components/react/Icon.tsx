import { ICON_PATHS, type IconName } from '../../lib/icon-paths.ts';

interface Props {
  name: IconName;
  /** Accessible name; leave empty for a decorative icon next to visible text. */
  label?: string;
}

/** The site's icons for React islands, drawn from the same paths as Icon.astro. */
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
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
