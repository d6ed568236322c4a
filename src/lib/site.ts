import { getEntry } from 'astro:content';

/** The site-wide facts from content/site.json (event name, contacts, socials, page title...). */
export async function getSite() {
  const entry = await getEntry('site', 'site');
  if (!entry) throw new Error('content/site.json did not load: the site-wide facts are required');
  return entry.data;
}

export type SiteFacts = Awaited<ReturnType<typeof getSite>>;
