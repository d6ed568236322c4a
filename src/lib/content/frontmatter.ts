/**
 * A post's frontmatter, read the way the blog schema expects it: YAML's core schema, so `date: 2025-13-45` stays the
 * text the editor wrote (the schema then refuses it) instead of YAML's timestamp rolling it over to 14 Feb 2026.
 * Used by the blog's loader (blog-loader.ts) and by `npm run check:content`.
 */
import { parse, YAMLParseError } from 'yaml';

/** Astro's own frontmatter fence (@astrojs/internal-helpers): `---` lines at the very top. */
const FENCE = /^(\uFEFF?---\r?\n)([\s\S]*?\r?\n)---(?:\r?\n|$)/;

export interface PostSource {
  /** The frontmatter's fields ({} when there is none). */
  data: Record<string, unknown>;
  /** The body with the frontmatter's lines left empty, so a position in it is a line of the file. */
  body: string;
}

/** A frontmatter that is not valid YAML, with the line of the file it is on. */
export class FrontmatterError extends Error {
  readonly line: number;
  readonly column: number;
  constructor(message: string, line: number, column: number) {
    super(message);
    this.line = line;
    this.column = column;
  }
}

/** Splits a post into its frontmatter's data and its body; throws FrontmatterError when the YAML does not parse. */
export function readPost(text: string): PostSource {
  const fence = FENCE.exec(text);
  if (!fence) return { data: {}, body: text };
  const [whole, , yaml] = fence as unknown as [string, string, string];
  let data: unknown;
  try {
    data = parse(yaml, { schema: 'core' }) ?? {};
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    const [line, column] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [1, 1];
    // The YAML starts on the file's second line (after the opening ---).
    throw new FrontmatterError(
      error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, ''),
      line + 1,
      column,
    );
  }
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new FrontmatterError('The frontmatter must be fields (name: value), one a line', 2, 1);
  }
  const emptied = whole.replace(/[^\n]/g, '');
  return { data: data as Record<string, unknown>, body: emptied + text.slice(whole.length) };
}
