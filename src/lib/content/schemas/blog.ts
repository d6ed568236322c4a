/** Blog posts, their comments, categories and tags (content/blog/*.mdx, categories.json, tags.json). */
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { type Image, postImage, CATEGORY_NAMES, TAG_NAMES, id, paragraph, text, isCalendarDate } from './fields.ts';
import { editorHints } from './editor-hints.ts';

/** One reader comment shown under a post. */
const CommentSchema = (image: Image) =>
  z.strictObject({
    /** Commenter's photo, e.g. ../images/authors/author-1.jpg. */
    authorThumb: postImage(image),
    /** Commenter's name. */
    name: text(),
    /** Commenter's role or company line. */
    designation: text(),
    /** The comment itself. */
    text: paragraph(),
  });

/** Frontmatter of a post in content/blog/*.mdx; the post's body is the MDX below it. */
export const BlogPostSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    /** Post number (1, 2, ...), unique; the post lives at /blog-single/{id}. */
    id: id(),
    /** Headline on cards and on the post page. */
    title: text(),
    /** Card and header picture, e.g. ../images/blog/blog-01.jpg. */
    thumb: postImage(image),
    /** Small square picture for the 'latest posts' widget, e.g. ../images/blog/mini/blog-01.jpg. */
    thumbMini: postImage(image),
    /**
     * Publication date as YYYY-MM-DD (quotes optional); lists show the newest first. A date that does not exist
     * (2025-13-45) is refused: the loader hands over the text written, not YAML's rolled-over timestamp.
     */
    date: z
      .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be a date as YYYY-MM-DD') })
      .superRefine((date, ctx) => {
        if (!isCalendarDate(date)) {
          ctx.addIssue({ code: 'custom', message: `"${date}" is not a date that exists: write one like 2025-06-24` });
        }
      })
      .transform((date) => new Date(`${date}T00:00:00Z`))
      .register(editorHints, { input: 'date' }),
    /** Author's display name. */
    author: text(),
    /** One or more names from content/categories.json. */
    categories: z.array(z.enum(CATEGORY_NAMES)).min(1),
    /** Names from content/tags.json (may be empty). */
    tags: z.array(z.enum(TAG_NAMES)),
    /** Teaser shown on blog cards (one or two sentences). */
    text: paragraph(),
    /** Label of the card's button. */
    btnText: text(),
    /** Reader comments listed under the post; a post without the field has none. */
    comments: z.array(CommentSchema(image)).default([]),
  });

/** One blog category with the count the sidebar displays. */
export const CategorySchema = z.strictObject({
  /** Entry number, unique in the file. */
  id: id(),
  /** Name shown in the sidebar and used in a post's `categories`. */
  categoryName: text(),
  /** Count shown next to the name (display figure, not computed from posts). */
  quantity: z.number().int().min(0),
});

/** One blog tag. */
export const TagSchema = z.strictObject({
  /** Entry number, unique in the file. */
  id: id(),
  /** Name shown in the tag cloud and used in a post's `tags`. */
  tagName: text(),
});
