/** Which budget a page is held to (docs/budgets.md). */
export type PageKind = 'home' | 'static' | 'interactive' | 'portal' | 'organiser';

export const JS_BUDGET_BYTES: Record<PageKind, number> = {
  // Close above what the pages load, so a page that grows is noticed: home 100 KB, island-free pages 7 KB.
  home: 100 * 1024,
  static: 7 * 1024,
  interactive: 110 * 1024,
  portal: 95 * 1024,
  organiser: 110 * 1024,
};

/**
 * The event offline: what the service worker may add to an event page (the manifest link and the
 * registration, gzip), the worker itself (gzip) and everything it precaches (brotli).
 */
export const OFFLINE_BUDGET_BYTES = { perPage: 512, worker: 8 * 1024, precache: 150 * 1024 };

export const LIGHTHOUSE_BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.02 };

/** Who opens a page: portal pages other than /login send signed-out visitors to /login. */
export type Visitor = 'anonymous' | 'new-user' | 'profile-completed' | 'organiser' | 'judge';

/** The number the budget script's server is told is an organiser (ORGANISER_MOBILES). */
export const BENCH_ORGANISER = '9000000099';

/** The number that organiser invites as a judge of the live final, who opens /judge. */
export const BENCH_JUDGE = '9000000098';

export interface BenchPage {
  path: string;
  kind: PageKind;
  /** Anonymous unless given. */
  visitor?: Visitor;
  /** Lighthouse refuses to score a response with an error status; the same document is scored here. */
  lighthousePath?: string;
}

/** The pages the budget script measures: pages of every kind, and every portal and organiser page. */
export const BENCH_PAGES: readonly BenchPage[] = [
  { path: '/', kind: 'home' },
  { path: '/home-2', kind: 'interactive' },
  { path: '/home-3', kind: 'interactive' },
  { path: '/gallery', kind: 'interactive' },
  { path: '/coming-soon', kind: 'interactive' },
  { path: '/blog-grid', kind: 'static' },
  { path: '/blog-sidebar', kind: 'static' },
  { path: '/blog-single/1', kind: 'static' },
  { path: '/faqs', kind: 'static' },
  { path: '/pricing', kind: 'static' },
  { path: '/about-us', kind: 'static' },
  { path: '/contact', kind: 'static' },
  { path: '/speakers', kind: 'static' },
  { path: '/schedule', kind: 'interactive' },
  { path: '/event-detail/2/1', kind: 'interactive' },
  { path: '/my-agenda', kind: 'interactive' },
  { path: '/no-such-page', kind: 'static', lighthousePath: '/404.html' },
  { path: '/login', kind: 'portal' },
  { path: '/complete-profile', kind: 'portal', visitor: 'new-user' },
  { path: '/profile', kind: 'portal', visitor: 'profile-completed' },
  { path: '/application', kind: 'portal', visitor: 'profile-completed' },
  { path: '/invite', kind: 'portal', visitor: 'new-user' },
  { path: '/judge', kind: 'portal', visitor: 'judge' },
  { path: '/organiser', kind: 'organiser', visitor: 'organiser' },
  { path: '/organiser/application', kind: 'organiser', visitor: 'organiser' },
  { path: '/organiser/review', kind: 'organiser', visitor: 'organiser' },
  { path: '/organiser/settings', kind: 'organiser', visitor: 'organiser' },
  { path: '/organiser/stats', kind: 'organiser', visitor: 'organiser' },
  { path: '/organiser/decisions', kind: 'organiser', visitor: 'organiser' },
  { path: '/organiser/audit', kind: 'organiser', visitor: 'organiser' },
  { path: '/organiser/final', kind: 'organiser', visitor: 'organiser' },
  // The live final's big screen: no sign-in, and no framework, held to the island-free pages' budget.
  { path: '/final', kind: 'static' },
];
