/** Small build-time queries over the content collections, shared by pages and components. */
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import type { BlogPost, Session, SessionDay } from './types.ts';

/** Collections whose entries carry a numeric `id` (every one except `site`). */
type NumberedCollection = {
  [K in CollectionKey]: CollectionEntry<K>['data'] extends { id: number } ? K : never;
}[CollectionKey];

/** A collection's entry data in `id` order (the order pages show them in). */
export async function getSorted<C extends NumberedCollection>(collection: C): Promise<CollectionEntry<C>['data'][]> {
  const entries = await getCollection(collection);
  return entries.map((entry) => entry.data).sort((a, b) => (a as { id: number }).id - (b as { id: number }).id);
}

/** All blog posts, newest first (ties broken by the higher id). */
export async function getPostsNewestFirst(): Promise<BlogPost[]> {
  const posts = await getCollection('blog');
  return posts.sort((a, b) => b.data.date.valueOf() - a.data.date.valueOf() || b.data.id - a.data.id);
}

/** The newest `count` posts: home 'Latest News' and the sidebar's latest posts (3). */
export async function getLatestPosts(count = 3): Promise<BlogPost[]> {
  return (await getPostsNewestFirst()).slice(0, count);
}

/** Address of a post's page. */
export const postHref = (post: BlogPost): string => `/blog-single/${post.data.id}`;

/** Every session with its day, for /event-detail/{dayId}/{sessionId}. */
export async function getAllSessions(): Promise<{ day: SessionDay; session: Session }[]> {
  const days = await getSorted('schedule');
  return days.flatMap((day) => (day.kind === 'sessions' ? day.tabData.map((session) => ({ day, session })) : []));
}
