import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { privacyNoticeAcceptances, users } from '../../db/schema.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { NOTICE_VERSION, VALID_PROFILE, get, postJson, signIn } from '../../test/requests.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  api.deps.privacyNoticeVersion = NOTICE_VERSION;
  ({ token } = await signIn(api));
});

const { privacyNoticeVersion: _accepted, ...WITHOUT_NOTICE } = VALID_PROFILE;
const save = (body: unknown) => postJson(api, '/user-details', body, { token });
const storedUser = async () => (await api.deps.db.select().from(users))[0]!;
const acceptances = () =>
  api.deps.db
    .select({ version: privacyNoticeAcceptances.version, acceptedAt: privacyNoticeAcceptances.acceptedAt })
    .from(privacyNoticeAcceptances);

describeApi('POST /api/user-details and the privacy notice', () => {
  it('refuses a first profile without the notice accepted, and saves nothing', async () => {
    const res = await save(WITHOUT_NOTICE);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Please read the privacy notice and tick the box to accept it',
      errors: { privacyNoticeVersion: 'Please read the privacy notice and tick the box to accept it' },
    });
    expect(await storedUser()).toMatchObject({ name: '', isProfileCompleted: false, privacyNoticeVersion: null });
    expect(await acceptances()).toEqual([]);
  });

  it('refuses a profile accepting a notice version that is not the current one', async () => {
    const res = await save({ ...VALID_PROFILE, privacyNoticeVersion: 'an-old-version' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(
      'The privacy notice has changed: please reload the page, read the new notice and accept it',
    );
    expect(await acceptances()).toEqual([]);
  });

  it('stores the acceptance with its version and time, answers it in the user, and keeps the first time', async () => {
    const res = await save(VALID_PROFILE);
    expect(res.status).toBe(200);
    expect((await res.json()).user.privacyNoticeVersion).toBe(NOTICE_VERSION);
    const first = new Date(api.clock.now);
    expect(await acceptances()).toEqual([{ version: NOTICE_VERSION, acceptedAt: first }]);

    api.clock.advance(60_000);
    expect((await save(VALID_PROFILE)).status).toBe(200);
    expect((await save({ ...WITHOUT_NOTICE, city: 'Nashik' })).status).toBe(200); // accepted once is enough
    expect(await acceptances()).toEqual([{ version: NOTICE_VERSION, acceptedAt: first }]);
    expect((await storedUser()).city).toBe('Nashik');
  });

  it('asks again when the notice version changes, and records each version accepted', async () => {
    expect((await save(VALID_PROFILE)).status).toBe(200);
    api.deps.privacyNoticeVersion = '2099-01';
    const refused = await save({ ...WITHOUT_NOTICE, city: 'Nashik' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe('Please read the privacy notice and tick the box to accept it');
    expect((await storedUser()).city).toBe('Pune');

    api.clock.advance(60_000);
    expect((await save({ ...VALID_PROFILE, privacyNoticeVersion: '2099-01' })).status).toBe(200);
    expect((await acceptances()).map((a) => a.version).sort()).toEqual([NOTICE_VERSION, '2099-01'].sort());
    expect((await storedUser()).privacyNoticeVersion).toBe('2099-01');
  });

  it('shows every accepted version with its time in "Download my data"', async () => {
    expect((await save(VALID_PROFILE)).status).toBe(200);
    const exported = await (await get(api, '/me/export', { token })).json();
    expect(exported.privacyNoticeAcceptances).toEqual([
      { version: NOTICE_VERSION, acceptedAt: new Date(api.clock.now).toISOString() },
    ]);
    expect(exported.profile.privacyNoticeVersion).toBe(NOTICE_VERSION);
  });

  it('reports field errors before the notice', async () => {
    const res = await save({ ...WITHOUT_NOTICE, name: '' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ name: 'Please enter your full name' });
    const [user] = await api.deps.db.select().from(users).where(eq(users.mobile, '9876543210'));
    expect(user!.name).toBe('');
  });
});
