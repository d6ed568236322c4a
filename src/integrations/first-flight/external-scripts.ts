import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * An inline script of the body: classic ones (Astro's island runtime and hydration directives, beasties' CSS
 * switch) and modules (the components' small scripts Astro inlines).
 */
const BODY_SCRIPT_RE = /<script( type="module")?>([\s\S]*?)<\/script>/g;

/** A module that imports, exports or may await at its top level cannot run inside a function: it stays inline. */
const needsModule = (code: string) => /\b(import|export|await)\b/.test(code);

/**
 * Moves the body's inline scripts into one cached file, run deferred in the same order: about 7 KB of the home
 * page's HTML, the same on every visit. Modules were deferred already; deferred, the island runtime defines
 * `<astro-island>` once the page is parsed, and the islands then upgrade and wait for their directives as
 * before. The head's pre-paint script stays inline: it must run before the first paint.
 */
export async function externalBodyScripts(html: string, dist: string): Promise<string> {
  const headEnd = html.indexOf('</head>');
  const body = html.slice(headEnd);
  const moved = (module: string | undefined, code: string) => !(module && needsModule(code));
  // Each module keeps its own scope and strict mode inside a function; classic scripts run as they are.
  const scripts = [...body.matchAll(BODY_SCRIPT_RE)]
    .filter(([, module, code]) => moved(module, code!))
    .map(([, module, code]) => (module ? `(()=>{"use strict";${code!.trim()}})();` : `${code!.trim()};`));
  if (scripts.length === 0) return html;
  const code = scripts.join('\n');
  const name = `/_astro/page-scripts.${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await writeFile(path.join(dist, name), code);
  let first = true;
  const rewritten = body.replace(BODY_SCRIPT_RE, (script, module: string | undefined, inline: string) => {
    if (!moved(module, inline)) return script;
    const tag = first ? `<script src="${name}" defer></script>` : '';
    first = false;
    return tag;
  });
  return html.slice(0, headEnd) + rewritten;
}
