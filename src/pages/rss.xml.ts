import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getPostsNewestFirst, postHref } from '../lib/content/queries.ts';
import { getSite } from '../lib/site.ts';

/** The blog as an RSS feed, newest post first; the blog pages announce it in their head. */
export async function GET(context: APIContext): Promise<Response> {
  const [site, posts] = await Promise.all([getSite(), getPostsNewestFirst()]);
  return rss({
    title: `${site.eventName} blog`,
    description: `Stories, advice and news for founders from ${site.eventName}. ${site.tagline}.`,
    site: context.site ?? context.url.origin,
    items: posts.map((post) => ({
      title: post.data.title,
      link: postHref(post),
      pubDate: post.data.date,
      description: post.data.text,
      categories: [...post.data.categories, ...post.data.tags],
    })),
    customData: '<language>en</language>',
  });
}
