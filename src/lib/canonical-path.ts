/**
 * The spec matches detail-page ids by integer parsing: /speakers-detail/01, /001 and /1 are all speaker
 * 1. A static site has one file per page, so the not-found page sends such addresses to the one the
 * build has. Only digits count as an id ('1a' stays not found).
 */
const DETAIL_ROUTES: readonly RegExp[] = [
  /^\/(speakers-detail)\/(\d+)\/?$/,
  /^\/(blog-single)\/(\d+)\/?$/,
  /^\/(event-detail)\/(\d+)\/(\d+)\/?$/,
];

/** The canonical address of a detail page written with padded ids, or undefined when there is none to go to. */
export function canonicalDetailPath(pathname: string): string | undefined {
  for (const route of DETAIL_ROUTES) {
    const match = route.exec(pathname);
    if (!match) continue;
    const [, base, ...ids] = match;
    const canonical = `/${base}/${ids.map((id) => String(Number.parseInt(id!, 10))).join('/')}`;
    return canonical === pathname ? undefined : canonical;
  }
  return undefined;
}
