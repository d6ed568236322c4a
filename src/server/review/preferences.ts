import type { Interest } from '../../shared/interest-schemas.ts';

/** Sector names compare without case or surrounding spaces: "Agritech" is " agritech". */
const sectorKey = (name: string) => name.trim().toLowerCase();

/** A reviewer with `sectors` knows a startup whose industry is `industry` (an empty industry matches nobody). */
export function matchesSector(sectors: readonly string[], industry: string): boolean {
  const wanted = sectorKey(industry);
  return wanted !== '' && sectors.some((s) => sectorKey(s) === wanted);
}

interface Preferences {
  /** The reviewer knows the application's sector. */
  knows(id: string, mobile: string): boolean;
  interestOf(id: string, mobile: string): Interest | undefined;
  load(mobile: string): number;
  /** The application already has a reviewer who knows its sector. */
  hasSectorMatch(id: string): boolean;
}

/** "Yes" first, then "Maybe", then no answer; "No" is kept apart, last of all. */
const INTEREST_RANK: Record<Interest | 'none', number> = { YES: 0, MAYBE: 1, none: 2, NO: 3 };

/**
 * The reviewers an application may have, best first, for automatic assignment: a reviewer who said "No" only after
 * everyone else (a soft conflict: better than leaving the application short); then, while the application has no
 * reviewer who knows its sector, those who do; then "Yes", "Maybe", no answer; then the least loaded. Each rule only
 * breaks the ties of the one before, so the least loaded still decides among equals, as without preferences.
 */
export function preferenceOrder(p: Preferences) {
  return (id: string, candidates: string[]): string[] => {
    const wantSector = !p.hasSectorMatch(id);
    const rank = (m: string) => INTEREST_RANK[p.interestOf(id, m) ?? 'none'];
    const said = (m: string) => (rank(m) === INTEREST_RANK.NO ? 1 : 0);
    const sector = (m: string) => (wantSector && p.knows(id, m) ? 0 : 1);
    return [...candidates].sort(
      (x, y) => said(x) - said(y) || sector(x) - sector(y) || rank(x) - rank(y) || p.load(x) - p.load(y),
    );
  };
}
