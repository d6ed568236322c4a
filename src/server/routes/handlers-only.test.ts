import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROUTES = fileURLToPath(new URL('.', import.meta.url));

/** What only a domain module may do: name tables, build queries, or run them. */
const DOMAIN_WORK: [string, RegExp][] = [
  ['imports the tables', /from\s+['"][./]+\/db\/schema\.ts['"]/],
  ['imports drizzle', /from\s+['"]drizzle-orm(\/[^'"]*)?['"]/],
  ['queries the database', /\b(?:db|tx)\s*\.\s*(?:select|insert|update|delete|execute|transaction)\s*\(/],
];

/** Every route file under src/server/routes with what it does that a handler should not. */
function domainWorkInRoutes(): string[] {
  return readdirSync(ROUTES, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .flatMap((path) => {
      const source = readFileSync(`${ROUTES}${path}`, 'utf8');
      return DOMAIN_WORK.filter(([, pattern]) => pattern.test(source)).map(([what]) => `${path} ${what}`);
    });
}

describe('route handlers only handle (parse, call a domain function, answer)', () => {
  it('no route file names a table, imports drizzle or runs a query', () => {
    expect(domainWorkInRoutes()).toEqual([]);
  });
});
