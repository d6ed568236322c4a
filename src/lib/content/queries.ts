/** Small build-time queries over the content collections, shared by pages and components. */
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import type { BlogPost, SessionDay } from './types.ts';
import { scheduleSessions, type ScheduledSession } from '../schedule/sessions.ts';

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

/** Every session with its day, speaker and times, in schedule order: pages, calendars, /event-detail/{day}/{id}. */
export async function getAllSessions(): Promise<ScheduledSession[]> {
  const [days, speakers] = await Promise.all([getSorted('schedule'), getSorted('speakers')]);
  const sessionDays = days.filter((day): day is SessionDay => day.kind === 'sessions');
  return scheduleSessions(sessionDays, speakers);
}
