import type { Encoding } from './precompress.ts';

/**
 * Picks the encoding the client prefers among those on offer (RFC 9110 §12.5.3):
 * 'br' beats 'gzip' at equal weight, q=0 refuses, '*' stands for anything not named.
 */
export function negotiateEncoding(header: string | undefined, offered: readonly Encoding[]): Encoding | undefined {
  if (!header || offered.length === 0) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    let q = 1;
    for (const p of params) {
      const [k, v] = p.trim().split('=');
      if (k === 'q' && v !== undefined) q = Number.isFinite(Number(v)) ? Number(v) : 0;
    }
    weights.set(token, q);
  }
  const weightOf = (e: string) => weights.get(e) ?? weights.get('*') ?? 0;
  let best: Encoding | undefined;
  for (const enc of offered) {
    const w = weightOf(enc);
    if (w > 0 && (best === undefined || w > weightOf(best))) best = enc;
  }
  return best;
}
