/**
 * Every island of a page only organisers use (`organisersOnly` in src/components/organiser/workspace-pages.ts)
 * hydrates with `client:organisers`, so a reviewer who opens the page by its address fetches none of its code and
 * sends the API none of its reads (e2e/organiser-workspace.spec.ts counts the refusals: none); the other pages use
 * it nowhere, since reviewers would see nothing there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { WORKSPACE_PAGES } from '../src/components/organiser/workspace-pages.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The client directive of each island the page's file renders, e.g. ['organisers', 'organisers'] or ['load']. */
function directivesOf(href: string): string[] {
  const file = path.join(root, 'src/pages', href === '/organiser' ? '/organiser/index' : href) + '.astro';
  return [...readFileSync(file, 'utf8').matchAll(/\sclient:([a-z]+)/g)].map((match) => match[1]!);
}

it.each(WORKSPACE_PAGES)(
  '$href hydrates its islands for organisers only: $organisersOnly',
  ({ href, organisersOnly }) => {
    const directives = directivesOf(href);
    expect(directives.length).toBeGreaterThan(0);
    if (organisersOnly) expect(directives.filter((d) => d !== 'organisers')).toEqual([]);
    else expect(directives).not.toContain('organisers');
  },
);
