/**
 * The field types every content schema is built from: numbered ids, trimmed texts, icon names, links,
 * pictures relative to the file that names them, and the category and tag names the blog may use.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { ICON_PATHS, type IconName } from '../../icon-paths.ts';
import { editorHints } from './editor-hints.ts';

export type Image = SchemaContext['image'];

/** The content/ folder; every picture lives in content/images. */
const CONTENT_DIR = fileURLToPath(new URL('../../../../content/', import.meta.url));

/**
 * A picture under content/images, written relative to the file naming it (`./images/...` in content/*.json,
 * `../images/...` in content/blog/*.mdx). A missing file fails `astro sync` naming file and field, not only
 * the later build; `image()` then hands pages the ImageMetadata (width, height) for astro:assets.
 */
const picture = (image: Image, prefix: './' | '../') =>
  z
    .string()
    .superRefine((path, ctx) => {
      const relative = path.startsWith(`${prefix}images/`) ? path.slice(prefix.length) : undefined;
      if (!relative) {
        ctx.addIssue({ code: 'custom', message: `Must start with "${prefix}images/", got "${path}"` });
      } else if (!existsSync(`${CONTENT_DIR}${relative}`)) {
        ctx.addIssue({ code: 'custom', message: `No such image: content/${relative}` });
      }
    })
    // image() is typed as the object it produces, but it parses the path string.
    .pipe(image() as unknown as z.ZodType<z.output<ReturnType<Image>>, string>)
    .register(editorHints, { input: 'image' });
/** A picture named in a content/*.json file. */
export const dataImage = (image: Image) => picture(image, './');
/** A picture named in a content/blog post. */
export const postImage = (image: Image) => picture(image, '../');

/** Names accepted wherever content picks an icon (the site's own icon set). */
const ICON_NAMES = Object.keys(ICON_PATHS) as [IconName, ...IconName[]];
/** The `key` of every entry of a content/*.json list, read when the config loads; stops loudly if unreadable. */
function namesIn(fileName: string, key: string): [string, ...string[]] {
  let entries: unknown;
  try {
    entries = JSON.parse(readFileSync(`${CONTENT_DIR}${fileName}`, 'utf-8'));
  } catch (error) {
    throw new Error(`content/${fileName}: cannot be read as JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(entries) || entries.length === 0) {
    throw new Error(`content/${fileName}: expected a non-empty JSON array of entries`);
  }
  const names = entries.map((entry) => (entry as Record<string, unknown> | null)?.[key]);
  const bad = names.findIndex((name) => typeof name !== 'string' || name === '');
  if (bad !== -1) throw new Error(`content/${fileName}: entry #${bad + 1} has no "${key}"`);
  return names as [string, ...string[]];
}
/** The `id` of every entry of a content/*.json list, read when the config loads. */
function idsIn(fileName: string): number[] {
  const entries = JSON.parse(readFileSync(`${CONTENT_DIR}${fileName}`, 'utf-8')) as { id?: unknown }[];
  return entries.map((entry) => entry.id).filter((id): id is number => typeof id === 'number');
}
/**
 * The event's dates and zone as content/site.json writes them (`event`), for the schedule's checks; undefined when the
 * file cannot give them (the site schema then says what is wrong with it).
 */
function eventIn(fileName: string): { startsAt: string; endsAt: string; timeZone: string } | undefined {
  try {
    const event = (JSON.parse(readFileSync(`${CONTENT_DIR}${fileName}`, 'utf-8')) as { event?: unknown }).event;
    const { startsAt, endsAt, timeZone } = (event ?? {}) as Record<string, unknown>;
    const strings = [startsAt, endsAt, timeZone].every((value) => typeof value === 'string');
    return strings
      ? ({ startsAt, endsAt, timeZone } as { startsAt: string; endsAt: string; timeZone: string })
      : undefined;
  } catch {
    return undefined;
  }
}
/** The event as content/site.json sets it: the schedule's sessions are in its zone and on its days. */
export const EVENT = eventIn('site.json');
/** Speaker numbers that exist in content/speakers.json; sessions may only name these. */
export const SPEAKER_IDS = idsIn('speakers.json');
/** Category names that exist in content/categories.json; posts may only use these. */
export const CATEGORY_NAMES = namesIn('categories.json', 'categoryName');
/** Tag names that exist in content/tags.json; posts may only use these. */
export const TAG_NAMES = namesIn('tags.json', 'tagName');

/** Entry numbers: whole numbers from 1. */
export const id = () => z.number().int().positive();
/** Non-empty text. */
export const text = () => z.string().trim().min(1);
/** Non-empty text of a few sentences, which the editor gives several lines. */
export const paragraph = () => text().register(editorHints, { input: 'paragraph' });
/** An icon name from src/lib/icon-paths.ts. */
export const icon = () => z.enum(ICON_NAMES);
/** A site path ('/about-us'), an in-page anchor ('#about') or a full http(s) address. */
export const link = () => z.string().regex(/^(\/|#|https?:\/\/)/, 'Must start with "/", "#" or "http(s)://"');
/** Whether `date` is a day as YYYY-MM-DD that exists on the calendar (not 2025-13-45, not 2025-02-29). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
}
