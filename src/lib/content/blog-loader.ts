import { readFile } from 'node:fs/promises';
import { glob, type Loader } from 'astro/loaders';
import { readPost } from './frontmatter.ts';

/**
 * Astro's `glob()` loader for the blog, with two rules it lacks: the frontmatter is read as frontmatter.ts reads it
 * (a date stays the text written, so the schema can refuse `2025-13-45`), and a post `id` used by two files stops the
 * sync naming both (a copied post would otherwise build, and one of the two pages would be lost).
 */
export function blogPosts(folder: string, pattern: string): Loader {
  const inner = glob({ pattern, base: `./${folder}` });
  return {
    name: 'blog-loader',
    load: async (context) => {
      await inner.load({
        ...context,
        parseData: async (props) => {
          const { data } = readPost(await readFile(props.filePath ?? '', 'utf8'));
          return context.parseData({ ...props, data: data as typeof props.data });
        },
      });
      // Over the whole store: a post that did not change since the last sync is not parsed again.
      const fileOfId = new Map<unknown, string>();
      for (const entry of context.store.values()) {
        const file = entry.filePath ?? entry.id;
        const other = fileOfId.get(entry.data.id);
        if (other !== undefined) {
          const [first, second] = [other, file].sort();
          throw new Error(
            `${second}: id ${String(entry.data.id)} is already the id of ${first}: give one of them the next free id`,
          );
        }
        fileOfId.set(entry.data.id, file);
      }
    },
  };
}
