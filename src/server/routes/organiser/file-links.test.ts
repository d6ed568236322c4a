/**
 * "Open the deck in a new tab" opens the file's own address, ending in its name: a signed link from the
 * application's detail that works without the session's token, for a while, for that viewer's role only.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ORGANISER_MESSAGES } from '../../../shared/organiser-schemas.ts';
import { auditLog } from '../../db/schema.ts';
import { FILE_LINK_TTL_MS } from '../../decks/file-links.ts';
import { SECURITY_HEADERS } from '../../headers/security-headers.ts';
import { type TestApi, TEST_ORGANISER, TEST_REVIEWER, createTestApi, describeApi } from '../../test/harness.ts';
import { PDF, postJson, signIn } from '../../test/requests.ts';
import {
  type Applicant,
  getJson,
  putJson,
  signInOrganiser,
  signInReviewer,
  submitApplication,
} from '../../test/organiser-fixtures.ts';

let api: TestApi;
let asha: Applicant;
let organiser: string;
let reviewer: string;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  asha = await submitApplication(api, '9876543210');
  organiser = await signInOrganiser(api);
  reviewer = await signInReviewer(api);
});

async function deckLink(token: string): Promise<{ url: string; fileId: string }> {
  const { body } = await getJson(api, `/organiser/submissions/${asha.submissionId}`, token);
  const [file] = body.submission.files;
  return { url: file.url, fileId: file.id };
}

/** Opened as a new tab does: no Authorization header. */
const open = (url: string, ip = '198.51.100.4') => api.app.request(url, { headers: { 'x-test-client-ip': ip } });

const refusal = async (url: string) => {
  const res = await open(url);
  return [res.status, await res.json()];
};

const fileViews = async () =>
  (await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'file.viewed')).orderBy(auditLog.id)).map(
    ({ actor, target, details, ip }) => ({ actor, target, details, ip }),
  );

describeApi('a deck’s own address', () => {
  it('ends in the file’s name and opens without a token: the PDF, inline, with every security header', async () => {
    const { url, fileId } = await deckLink(organiser);
    expect(url).toMatch(new RegExp(`^/api/organiser-files/${asha.submissionId}/${fileId}/deck\\.pdf\\?`));
    expect(url).not.toMatch(/^blob:/);
    const res = await open(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="deck.pdf"/);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('gives a reviewer the blind name, and a reviewer’s link cannot be turned into an organiser’s', async () => {
    const { url } = await deckLink(reviewer);
    expect(url).toMatch(/\/pitchDeck\.pdf\?/);
    const res = await open(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="pitchDeck.pdf"/);

    const promoted = url.replace('role=REVIEWER', 'role=ORGANISER');
    expect(promoted).not.toBe(url);
    const refused = await open(promoted);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ message: ORGANISER_MESSAGES.fileNotFound });
  });

  it('refuses an altered signature or another file’s address with 404, and an expired link says so', async () => {
    const { url, fileId } = await deckLink(organiser);
    for (const forged of [
      url.replace(/sig=[^&]+/, 'sig=AAAA'),
      // Another session's tag: a link cannot be moved onto a session still signed in.
      url.replace(/([?&])s=[^&]+/, '$1s=AAAAAAAAAAAAAAAAAAAAAA'),
      url.replace(/until=\d+/, (m) => `until=${Number(m.slice(6)) + 3_600_000}`),
      url.replace(fileId, '00000000-0000-4000-8000-000000000000'),
      url.replace(/\?.*$/, ''),
    ]) {
      const res = await open(forged);
      expect(res.status, forged).toBe(404);
      expect(await res.json()).toEqual({ message: ORGANISER_MESSAGES.fileNotFound });
    }
    api.clock.advance(FILE_LINK_TTL_MS + 1000);
    const expired = await open(url);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ message: ORGANISER_MESSAGES.fileLinkExpired });
  });

  it('ends with the session that made it: signing out there, or everywhere', async () => {
    const { url } = await deckLink(organiser);
    const other = (await signIn(api, TEST_ORGANISER)).token;
    const { url: otherUrl } = await deckLink(other);
    expect((await open(url)).status).toBe(200);
    // Signing out of the other session ends its link only.
    expect((await postJson(api, '/logout', {}, { token: other })).status).toBe(200);
    expect(await refusal(otherUrl)).toEqual([403, { message: ORGANISER_MESSAGES.fileLinkEnded }]);
    expect((await open(url)).status).toBe(200);
    // Everywhere: every link made before, within its 15 minutes, ends at once.
    const again = (await signIn(api, TEST_ORGANISER)).token;
    const { url: laterUrl } = await deckLink(again);
    expect((await postJson(api, '/logout?all=1', {}, { token: again })).status).toBe(200);
    for (const ended of [url, laterUrl]) {
      expect(await refusal(ended)).toEqual([403, { message: ORGANISER_MESSAGES.fileLinkEnded }]);
    }
    expect(await fileViews()).toHaveLength(2);
  });

  it('ends when an organiser removes the staff member’s passkeys, which ends their sessions', async () => {
    const { url } = await deckLink(reviewer);
    expect((await open(url)).status).toBe(200);
    const removed = await api.app.request(`/api/organiser/staff-passkeys/${TEST_REVIEWER}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${organiser}` },
    });
    expect(removed.status).toBe(200);
    expect(await refusal(url)).toEqual([403, { message: ORGANISER_MESSAGES.fileLinkEnded }]);
    // Signing in again makes a new session: the old link stays ended, a new one opens.
    const back = (await signIn(api, TEST_REVIEWER)).token;
    expect(await refusal(url)).toEqual([403, { message: ORGANISER_MESSAGES.fileLinkEnded }]);
    expect((await open((await deckLink(back)).url)).status).toBe(200);
  });

  it('writes each view to the audit log like the bearer route, under the staff member the link was made for', async () => {
    const { url, fileId } = await deckLink(organiser);
    const { url: reviewerUrl } = await deckLink(reviewer);
    expect(url).not.toContain(TEST_ORGANISER);
    expect((await open(url, '203.0.113.9')).status).toBe(200);
    expect((await open(reviewerUrl)).status).toBe(200);
    expect(await fileViews()).toEqual([
      { actor: TEST_ORGANISER, target: asha.submissionId, details: { fileId, via: 'signed link' }, ip: '203.0.113.9' },
      { actor: TEST_REVIEWER, target: asha.submissionId, details: { fileId, via: 'signed link' }, ip: '198.51.100.4' },
    ]);
  });

  it('cannot be passed off as another staff member’s view: a changed viewer is a 404 and nothing is logged', async () => {
    const { url } = await deckLink(reviewer);
    const { url: organiserUrl } = await deckLink(organiser);
    const organiserId = new URL(organiserUrl, 'http://x').searchParams.get('by')!;
    const res = await open(url.replace(/by=[^&]+/, `by=${organiserId}`));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: ORGANISER_MESSAGES.fileNotFound });
    expect(await fileViews()).toEqual([]);
  });

  it('asks again at the view whether the reviewer may have the file: unassigned or conflicted since, a 404', async () => {
    const { url } = await deckLink(reviewer);
    expect((await open(url)).status).toBe(200);
    // Assigned elsewhere: Asha's application is no longer theirs, the link made before says so.
    const other = await submitApplication(api, '9876543211');
    const assigned = await putJson(
      api,
      `/organiser/submissions/${other.submissionId}/assignees/${TEST_REVIEWER}`,
      {},
      organiser,
    );
    expect(assigned.status).toBe(200);
    const unassigned = await open(url);
    expect(unassigned.status).toBe(404);
    expect(await unassigned.json()).toEqual({ message: ORGANISER_MESSAGES.fileNotFound });
    // Theirs again, then a conflict of interest declared: the link opens, then no more.
    await putJson(api, `/organiser/submissions/${asha.submissionId}/assignees/${TEST_REVIEWER}`, {}, organiser);
    expect((await open(url)).status).toBe(200);
    const declared = await postJson(
      api,
      `/organiser/submissions/${asha.submissionId}/conflict`,
      { reason: 'My cousin' },
      { token: reviewer },
    );
    expect(declared.status).toBe(200);
    const conflicted = await open(url);
    expect(conflicted.status).toBe(404);
    expect(await conflicted.json()).toEqual({ message: ORGANISER_MESSAGES.fileNotFound });
    // The organiser's link is untouched by any of it.
    expect((await open((await deckLink(organiser)).url)).status).toBe(200);
  });
});
