/**
 * What a schema cannot say by its type alone about how an editor enters a field: a paragraph rather than a line, a
 * picture, a calendar day, a wall-clock time, another collection's entry. The content editor's config (/admin/,
 * src/lib/content/editor/) reads these; the schemas' own checks stay where they are.
 */
import { z } from 'astro/zod';

export type EditorHint =
  /** Several lines of text (a bio, an answer, a teaser). */
  | { input: 'paragraph' }
  /** A picture under content/images, named relative to the file holding it. */
  | { input: 'image' }
  /** A day as YYYY-MM-DD. */
  | { input: 'date' }
  /** A wall-clock time as YYYY-MM-DDTHH:mm, in the event's zone. */
  | { input: 'local-time' }
  /** The `id` of an entry of another collection, picked from that collection's entries. */
  | { input: 'relation'; collection: 'speakers' };

/** Every schema that carries a hint; a schema without one is entered as its type suggests. */
export const editorHints = z.registry<EditorHint>();
