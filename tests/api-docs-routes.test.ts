/**
 * docs/api.md's route tables against the API itself: every route the Hono app serves is in a table and every route a
 * table names is served (method and path), and where a table names a route's request fields (`{mobile, role}` after
 * the route), they are the keys of the zod schema that route validates. Built from the app's own route list, without a
 * database: the route factories only keep their dependencies for the handlers, so a stand-in that answers itself to
 * every property is enough to build them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../src/server/routes/index.ts';
import { validatedInput } from '../src/server/validate.ts';

const docs = readFileSync(path.resolve(import.meta.dirname, '../docs/api.md'), 'utf8');

const standIn: object = new Proxy(() => standIn, { get: (_target, key) => (key === 'then' ? undefined : standIn) });
const api = apiRoutes(standIn as never);

/** `/organiser/privacy-requests/:id{[0-9]{1,9}}` reads as `/api/organiser/privacy-requests/:id`. */
const served = (routePath: string) => `/api${routePath.replace(/(:\w+)\{[^/]*\}/g, '$1')}`;

/** The keys a request schema accepts: an object's, through pipes, optional wrappers and unions. */
function keysOf(schema: z.ZodType): string[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object);
    case 'pipe':
      return keysOf(def.in as z.ZodType);
    case 'optional':
    case 'nullable':
    case 'default':
      return keysOf(def.innerType as z.ZodType);
    case 'union':
      return [...new Set((def.options as z.ZodType[]).flatMap(keysOf))];
    default:
      return [];
  }
}

/** Every route the app serves ("METHOD /api/path"), with the body or query keys its validators check. */
const routes = new Map<string, Set<string>>();
for (const route of api.routes) {
  if (route.method === 'ALL') continue;
  const key = `${route.method} ${served(route.path)}`;
  const fields = routes.get(key) ?? new Set<string>();
  const input = validatedInput(route.handler);
  if (input && input.target !== 'param') for (const name of keysOf(input.schema)) fields.add(name);
  routes.set(key, fields);
}

/** The top-level keys of `{a, b?: text, c: {d}, e \| f}`. */
function namedFields(spec: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let part = '';
  for (const char of spec.slice(1, -1)) {
    if (char === '{' || char === '[') depth += 1;
    if (char === '}' || char === ']') depth -= 1;
    if (char === ',' && depth === 0) {
      names.push(part);
      part = '';
    } else part += char;
  }
  names.push(part);
  // `mobile \| phoneNumber` names two alternative fields.
  return names
    .flatMap((name) => name.split(':')[0]!.split('\\|'))
    .map((name) => name.trim().replace(/\?$/, ''))
    .filter(Boolean);
}

/** Rows of the docs' tables whose first cell names routes: the routes, and the request fields named after them. */
const documented = docs
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .flatMap((line) => {
    const cell = line.split(/(?<!\\)\|/)[1]!;
    const spans = [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    const named = spans.filter((span) => /^(GET|POST|PUT|PATCH|DELETE) \/api\//.test(span));
    const fields = spans.find((span) => span.startsWith('{'));
    return named.map((route) => ({ route, fields: fields ? namedFields(fields) : undefined }));
  });

describe('docs/api.md route tables', () => {
  it('finds the app and the tables', () => {
    expect(routes.size).toBeGreaterThan(50);
    expect(documented.length).toBeGreaterThan(50);
  });

  it('name every route the API serves, and only those', () => {
    const inDocs = new Set(documented.map((d) => d.route));
    expect(
      [...routes.keys()].filter((route) => !inDocs.has(route)),
      'served, not in the tables',
    ).toEqual([]);
    expect(
      [...inDocs].filter((route) => !routes.has(route)),
      'in the tables, not served',
    ).toEqual([]);
  });

  it('name the request fields a route validates as its zod schema names them', () => {
    const mismatched = documented
      .filter((d) => d.fields !== undefined && routes.has(d.route))
      .map((d) => ({ route: d.route, docs: [...d.fields!].sort(), schema: [...routes.get(d.route)!].sort() }))
      .filter((d) => d.docs.join() !== d.schema.join());
    expect(mismatched).toEqual([]);
  });

  it('name the fields of every route that validates a body or a query', () => {
    const named = new Set(documented.filter((d) => d.fields !== undefined).map((d) => d.route));
    const unnamed = [...routes].filter(([route, fields]) => fields.size > 0 && !named.has(route)).map(([r]) => r);
    expect(unnamed).toEqual([]);
  });
});
