/**
 * Every public route of the pages helper with what its visitor must see first: the title bar's h1 and
 * one headline of the content. Detail pages are listed from the content itself, so a new speaker,
 * session or post is covered without touching the tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import schedule from '../../content/schedule.json' with { type: 'json' };
import speakers from '../../content/speakers.json' with { type: 'json' };

export interface PageRoute {
  path: string;
  /** The h1 of the breadcrumb title bar. */
  h1: string;
  /** A heading of the page's own content. */
  headline: string;
  /**
   * Another page built from the same template (a later page of a list, another post, speaker or
   * session): its accessibility scan covers the content only and runs left to right only, the shared chrome and the
   * right-to-left layout being scanned on the first.
   */
  repeat?: boolean;
}

const BLOG_DIR = join(import.meta.dirname, '../../content/blog');

/** id, title and date of every post, read from the frontmatter. */
export const POSTS = readdirSync(BLOG_DIR)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => {
    const text = readFileSync(join(BLOG_DIR, file), 'utf-8');
    const id = Number(/^id: (\d+)$/m.exec(text)?.[1]);
    const title = /^title: "(.*)"$/m.exec(text)?.[1];
    const date = /^date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1];
    if (!id || !title || !date) throw new Error(`content/blog/${file}: no id, title or date in the frontmatter`);
    return { id, title, date };
  });

/** Every session of every schedule day (the timeline day has none). */
export const SESSIONS = schedule.flatMap((day) =>
  (day.tabData ?? []).map((session) => ({ dayId: day.id, ...session })),
);

const SPEAKERS = speakers;

export const PAGE_ROUTES: PageRoute[] = [
  { path: '/about-us', h1: 'About Us', headline: 'A Launchpad of Ideas' },
  { path: '/pricing', h1: 'Pricing', headline: 'Choose your ticket to the Grand Finale' },
  { path: '/faqs', h1: 'FAQs', headline: 'Frequently Asked Questions' },
  { path: '/gallery', h1: 'Gallery', headline: 'Moments from the stage and the mentor rooms' },
  ...[2, 3, 4].map((page) => ({
    path: `/gallery/${page}`,
    h1: 'Gallery',
    headline: 'Moments from the stage and the mentor rooms',
    repeat: true,
  })),
  { path: '/coming-soon', h1: 'Coming Soon', headline: 'Launchpad 8 is coming soon' },
  { path: '/speakers', h1: 'Speakers', headline: 'Our Speakers' },
  ...SPEAKERS.map((speaker, index) => ({
    path: `/speakers-detail/${speaker.id}`,
    h1: speaker.name,
    headline: speaker.name,
    repeat: index > 0,
  })),
  { path: '/sponsers', h1: 'Sponsors', headline: 'TO BE ANNOUNCED....' },
  { path: '/schedule', h1: 'Schedule', headline: 'From application to Grand Finale' },
  ...SESSIONS.map((session, index) => ({
    path: `/event-detail/${session.dayId}/${session.id}`,
    h1: session.title,
    headline: 'About this session',
    repeat: index > 0,
  })),
  { path: '/my-agenda', h1: 'My Agenda', headline: 'The sessions you starred' },
  { path: '/blog-sidebar', h1: 'Blog', headline: 'Latest Posts' },
  ...[2, 3, 4, 5].map((page) => ({
    path: `/blog-sidebar/${page}`,
    h1: 'Blog',
    headline: 'Latest Posts',
    repeat: true,
  })),
  { path: '/blog-grid', h1: 'Blog', headline: 'Stories, advice and news for founders' },
  ...[2, 3].map((page) => ({
    path: `/blog-grid/${page}`,
    h1: 'Blog',
    headline: 'Stories, advice and news for founders',
    repeat: true,
  })),
  ...POSTS.map((post, index) => ({
    path: `/blog-single/${post.id}`,
    h1: post.title,
    headline: 'Leave a Comment',
    repeat: index > 0,
  })),
  { path: '/contact', h1: 'Contact', headline: 'We are happy to help' },
  { path: '/buy-ticket', h1: 'Buy Ticket', headline: 'Ticket sales are not open yet' },
  { path: '/privacy', h1: 'Privacy Policy', headline: 'Privacy notice' },
  { path: '/terms', h1: 'Terms', headline: 'Terms of use' },
];
