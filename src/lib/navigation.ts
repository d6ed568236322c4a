/** The main menu (docs/spec.md §2): in-page anchors of the home route. */
export const MAIN_MENU = [
  { label: 'Home', anchor: '' },
  { label: 'Speakers', anchor: 'Speakers' },
  { label: 'Schedule', anchor: 'schedule' },
  { label: 'Our Sponsors', anchor: 'Sponsors' },
  { label: 'Contact', anchor: 'Contact' },
] as const;

/**
 * Where a menu entry points. On the home route the browser scrolls in page for '/#anchor' without a
 * reload; elsewhere the same address loads the home route at that anchor.
 */
export function menuHref(anchor: string): string {
  return anchor ? `/#${anchor}` : '/';
}

/** Footer links; entries without href are the spec's links with no target. */
export const FOOTER_LINKS: readonly { label: string; href?: string }[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about-us' },
  { label: 'Services' },
  { label: 'Projects' },
  { label: 'Contact Us', href: '/contact' },
];
