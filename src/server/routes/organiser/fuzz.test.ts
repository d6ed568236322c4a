/**
 * Property-based: random bodies and query strings sent by an organiser to every organiser endpoint
 * never cause a 500, and every refusal stores nothing.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { signInOrganiser, submitApplication } from '../../test/organiser-fixtures.ts';

let api: TestApi;
let token: string;
let submissionId: string;

beforeAll(async () => {
  api = await createTestApi();
  ({ submissionId } = await submitApplication(api, '9876543210'));
  token = await signInOrganiser(api);
});
afterAll(() => api?.close());

const body = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc
    .record({
      scores: fc.dictionary(
        fc.constantFrom('problem', 'team', 'x', ''),
        fc.oneof(fc.integer(), fc.double(), fc.string()),
      ),
      comment: fc.oneof(fc.string({ maxLength: 20 }), fc.integer()),
    })
    .map((v) => JSON.stringify(v)),
  fc
    .record({
      status: fc.oneof(fc.constantFrom('SHORTLISTED', 'submitted', 'SUBMITTED', ''), fc.string({ maxLength: 12 })),
      note: fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.constant(null)),
      applicationsOpenAt: fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      ),
      applicationsCloseAt: fc.string({ maxLength: 30 }),
    })
    .map((v) => JSON.stringify(v)),
);

describeApi('organiser endpoints under random input', () => {
  it('never answer 500 and store nothing when they refuse', { timeout: 120_000 }, async () => {
    const paths = [
      ['PUT', `/api/organiser/submissions/${submissionId}/review`],
      ['POST', `/api/organiser/submissions/${submissionId}/status`],
      ['PUT', '/api/organiser/settings'],
      ['GET', '/api/organiser/submissions?'],
      ['GET', '/api/organiser/export?'],
      ['GET', `/api/organiser/submissions/`],
    ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        body,
        fc.string({ maxLength: 40 }),
        async ([method, path], json, tail) => {
          const before = await api.counts();
          const res = await api.app.request(method === 'GET' ? `${path}${encodeURI(tail)}` : path, {
            method,
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            ...(method === 'GET' ? {} : { body: json }),
          });
          expect(res.status, `${method} ${path} ${json}`).toBeLessThan(500);
          if (res.status >= 400) {
            expect((await res.json()).message).toEqual(expect.any(String));
            expect(await api.counts()).toEqual(before);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
