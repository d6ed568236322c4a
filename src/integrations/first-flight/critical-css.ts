import Beasties from 'beasties';
import { DomUtils, ElementType, parseDocument } from 'htmlparser2';

/**
 * Where a page's first screen ends. A page that writes `<!--fold-->` in its main content after the sections
 * seen at load (src/pages/index.astro) gets the CSS those sections and the site chrome need inline and its
 * stylesheets loaded without blocking the first render.
 */
export const FOLD_MARKER = '<!--fold-->';

/**
 * Selectors the pre-paint script in BaseLayout makes true in the browser (`.js`, a right-to-left or boxed
 * layout, the session's data-* flags): the built HTML does not show them, but the first screen needs them.
 */
const STATE_SELECTORS = [/\.js\b/, /\[dir/, /:dir\(/, /\.boxed/, /\.preloaded/, /\[data-(auth|staff|has-name|applied)/];

/**
 * The document the critical CSS is picked for: the page without what follows the fold in its main content, its
 * footer, closed dialogs and the panels only a visitor's click opens (`data-on-demand`: menus, the style panel's
 * body). The fixed tools after the footer (scroll-up button, style panel toggle) stay: they are on screen.
 */
function firstScreen(html: string): string {
  const document = parseDocument(html);
  const [fold] = DomUtils.filter(
    (node) => node.type === ElementType.Comment && 'data' in node && node.data === 'fold',
    document,
    true,
    1,
  );
  for (let node = fold?.next; node; node = fold?.next) DomUtils.removeElement(node);
  const offScreen = DomUtils.findAll(
    (element) =>
      element.name === 'footer' ||
      'data-on-demand' in element.attribs ||
      (element.name === 'dialog' && !('open' in element.attribs)),
    document.children,
  );
  for (const element of offScreen) DomUtils.removeElement(element);
  return DomUtils.getOuterHTML(document);
}

/** The page with its first screen's CSS inline and its stylesheets deferred (beasties' "media-script" loading). */
export async function inlineCriticalCss(html: string, dist: string): Promise<string> {
  const beasties = new Beasties({
    path: dist,
    publicPath: '/',
    preload: 'media-script',
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    inlineFonts: true,
    preloadFonts: false,
    keyframes: 'critical',
    compress: true,
    allowRules: STATE_SELECTORS,
    logLevel: 'warn',
  });
  const critical = await beasties.process(firstScreen(html));
  const head = critical.slice(0, critical.indexOf('</head>'));
  // The script that switches the deferred stylesheets on, which beasties appends to the (shortened) body.
  const activation = /<script>[^<]*data-beasties-media[^<]*<\/script>/.exec(critical)?.[0];
  if (!activation) throw new Error('critical CSS: beasties deferred no stylesheet');
  const body = html.slice(html.indexOf('</head>')).replace('</body>', `${activation}</body>`);
  return head + body.replace(FOLD_MARKER, '');
}
