import type { APIRoute } from 'astro';
import { ICON_PATHS } from '../lib/icon-paths.ts';

/** The icon sprite every page's icons `<use>` (src/lib/icon-href.ts): one symbol per icon, named as in icon-paths. */
export const GET: APIRoute = () => {
  const symbols = Object.entries(ICON_PATHS).map(
    ([name, path]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${path}"/></symbol>`,
  );
  return new Response(`<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
};
