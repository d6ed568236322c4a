import { getEntry } from 'astro:content';

/** The privacy notice and terms from content/privacy.json (/privacy, /terms and the profile forms). */
export async function getPrivacy() {
  const entry = await getEntry('privacy', 'privacy');
  if (!entry) throw new Error('content/privacy.json did not load: the privacy notice is required');
  return entry.data;
}
