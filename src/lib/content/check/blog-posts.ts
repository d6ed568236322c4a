/**
 * The posts of content/blog: frontmatter that parses and matches the blog schema, ids used once, and bodies that
 * compile as MDX with the compiler the build uses (satteri, through @astrojs/mdx), so a syntax error is named with
 * its line and column without a build.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mdxToJs } from 'satteri';
import { BLOG } from '../collections.ts';
import { FrontmatterError, readPost } from '../frontmatter.ts';
import { entryName, type Problem } from './problem.ts';
import { resolveSchema, schemaProblems } from './schema-issues.ts';

/** The compiler's message without its position prefix and rule name, quotes for its backticks. */
const mdxReason = (message: string) =>
  message
    .replace(/^\d+:\d+(-\d+:\d+)?:\s*/, '')
    .replace(/\s*\([\w-]+:[\w-]+\)$/, '')
    .replace(/`([^`]*)`/g, '"$1"');

/** The MDX syntax error of a post's body, if any, at its line and column in the file. */
function mdxProblem(file: string, entry: string, body: string): Problem[] {
  try {
    mdxToJs(body);
    return [];
  } catch (error) {
    const message = (error as Error).message;
    const at = /^(\d+):(\d+)/.exec(message);
    const where = at ? `line ${at[1]}, column ${at[2]}` : '';
    return [{ file, entry, field: where, message: `MDX: ${mdxReason(message)}` }];
  }
}

/** Every problem of every post, in file name order. */
export async function blogProblems(root: string): Promise<Problem[]> {
  const folder = path.join(root, BLOG.folder);
  const names = (await readdir(folder)).filter((name) => name.endsWith('.mdx')).sort();
  const schema = resolveSchema(BLOG.schema);
  const problems: Problem[] = [];
  const fileOfId = new Map<unknown, string>();
  for (const name of names) {
    const file = `${BLOG.folder}/${name}`;
    const text = await readFile(path.join(folder, name), 'utf8');
    let post;
    try {
      post = readPost(text);
    } catch (error) {
      if (!(error instanceof FrontmatterError)) throw error;
      problems.push({ file, entry: '', field: `frontmatter line ${error.line}`, message: error.message });
      continue;
    }
    const entry = entryName(post.data, 1).replace(/^entry 1 ?/, '');
    const other = fileOfId.get(post.data.id);
    if (post.data.id !== undefined && other !== undefined) {
      problems.push({
        file,
        entry,
        field: 'id',
        message: `${String(post.data.id)} is already the id of ${other}: give this post the next free id`,
      });
    } else {
      fileOfId.set(post.data.id, file);
    }
    problems.push(...schemaProblems(schema, post.data, file, entry));
    problems.push(...mdxProblem(file, entry, post.body));
  }
  return problems;
}
