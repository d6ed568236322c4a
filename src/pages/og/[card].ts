import { readFile } from 'node:fs/promises';
import type { APIContext, GetStaticPaths } from 'astro';
import { getAllSessions, getPostsNewestFirst, getSorted } from '../../lib/content/queries.ts';
import { displayDate } from '../../lib/dates.ts';
import { clockTime } from '../../lib/schedule/time.ts';
import { getSite } from '../../lib/site.ts';
import { drawCard, type CardContent } from '../../lib/social/card.ts';
import { CARD_PATHS } from '../../lib/social/card-paths.ts';

/** The portraits as content/speakers.json names them (the collection hands pages processed images instead). */
async function speakerPhotos(): Promise<Map<number, string>> {
  const raw = JSON.parse(await readFile('content/speakers.json', 'utf8')) as { id: number; thumb: string }[];
  return new Map(raw.map((speaker) => [speaker.id, speaker.thumb.replace(/^\.\//, '')]));
}

/** One card per speaker, session and blog post (lib/social/card.ts), at /og/{kind}-{id}.png. */
export const getStaticPaths = (async () => {
  const [speakers, sessions, posts, site, photos] = await Promise.all([
    getSorted('speakers'),
    getAllSessions(),
    getPostsNewestFirst(),
    getSite(),
    speakerPhotos(),
  ]);
  const card = (cardPath: string, content: Omit<CardContent, 'brand'>) => ({
    params: { card: cardPath.slice('/og/'.length) },
    props: { ...content, brand: site.eventName },
  });
  return [
    ...speakers.map((speaker) =>
      card(CARD_PATHS.speaker(speaker.id), {
        kind: 'Speaker',
        title: speaker.name,
        subtitle: speaker.designation,
        photo: photos.get(speaker.id),
      }),
    ),
    ...sessions.map(({ day, session, speaker, starts }) =>
      card(CARD_PATHS.session(day.id, session.id), {
        kind: `Session · ${session.track}`,
        title: session.title,
        subtitle: `${speaker.name} · ${day.tab.date} ${day.tab.month} ${day.tab.year}, ${clockTime(starts, day.timeZone)}`,
        photo: photos.get(speaker.id),
      }),
    ),
    ...posts.map((post) =>
      card(CARD_PATHS.post(post.data.id), {
        kind: post.data.categories.join(' · '),
        title: post.data.title,
        subtitle: `${displayDate(post.data.date)} · ${post.data.author}`,
      }),
    ),
  ];
}) satisfies GetStaticPaths;

export async function GET({ props }: APIContext<CardContent>): Promise<Response> {
  return new Response(new Uint8Array(await drawCard(props)), { headers: { 'Content-Type': 'image/png' } });
}
