import { describe, expect, it } from 'vitest';
import { dbKind } from '../test/harness.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** How Drizzle wraps a driver error: its own error, the driver's as `cause`. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

// Pure classification: run once, in the PGlite project.
describe.skipIf(dbKind !== 'pglite')('which errors mean "the database cannot answer" (503)', () => {
  it.each([
    ['terminated backend (57P01)', wrapped(withCode('57P01'))],
    ['server starting up (57P03)', withCode('57P03')],
    ['statement_timeout (57014)', wrapped(withCode('57014'))],
    ['lock_timeout (55P03)', wrapped(withCode('55P03'))],
    ['too many connections (53300)', withCode('53300')],
    ['connection failure (08006)', withCode('08006')],
    ['refused', wrapped(withCode('ECONNREFUSED'))],
    ['reset', withCode('ECONNRESET')],
    ['query_timeout', wrapped(new Error('Query read timeout'))],
    ['pool wait', new Error('timeout exceeded when trying to connect')],
    ['cut connection', wrapped(new Error('Connection terminated unexpectedly'))],
  ])('%s: yes', (_, err) => expect(isDatabaseUnavailable(err)).toBe(true));

  it.each([
    ['unique violation (23505)', wrapped(withCode('23505'))],
    ['syntax error (42601)', withCode('42601')],
    ['a bug', new TypeError('undefined is not a function')],
    ['not an error', 'oops'],
  ])('%s: no', (_, err) => expect(isDatabaseUnavailable(err)).toBe(false));
});
