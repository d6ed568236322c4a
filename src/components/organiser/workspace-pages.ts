/**
 * The workspace's pages that have a tab, in the tabs' order. A page's tab, its document title and its heading all say
 * its `name`. Reviewers are not shown the tabs of the pages `organisersOnly` marks, and one who opens such a page by its
 * address is told it is for organisers (OrganiserLayout); the API refuses them there anyway.
 */
export const WORKSPACE_PAGES = [
  { href: '/organiser', name: 'Applications', organisersOnly: false },
  { href: '/organiser/review', name: 'Review queue', organisersOnly: false },
  { href: '/organiser/decisions', name: 'Decisions', organisersOnly: true },
  { href: '/organiser/final', name: 'Final', organisersOnly: true },
  { href: '/organiser/stats', name: 'Stats', organisersOnly: false },
  { href: '/organiser/settings', name: 'Settings', organisersOnly: true },
  { href: '/organiser/audit', name: 'Audit log', organisersOnly: true },
  { href: '/organiser/privacy', name: 'Privacy requests', organisersOnly: true },
] as const;

export type WorkspacePage = (typeof WORKSPACE_PAGES)[number]['href'];
