import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { privacyNoticeAcceptances, users } from '../../db/schema.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { VALID_PROFILE, postJson, signIn } from '../../test/requests.ts';

const MINOR = 'You must be 18 or older to apply: we cannot take the details of anyone younger';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  ({ token } = await signIn(api));
});

const save = (body: unknown) => postJson(api, '/user-details', body, { token });

describeApi('POST /api/user-details refuses minors', () => {
  it('refuses age 15 with the message on the age field, saving neither the profile nor the acceptance', async () => {
    const res = await save({ ...VALID_PROFILE, age: 15 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Please fix the errors in the form before submitting',
      errors: { age: MINOR },
    });
    const [user] = await api.deps.db.select().from(users);
    expect(user).toMatchObject({ name: '', age: null, isProfileCompleted: false });
    expect(await api.deps.db.select().from(privacyNoticeAcceptances)).toEqual([]);
  });

  it('refuses a completed profile changed to an age under 18, and keeps the stored one', async () => {
    expect((await save(VALID_PROFILE)).status).toBe(200);
    const res = await save({ ...VALID_PROFILE, age: '17' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ age: MINOR });
    expect((await api.deps.db.select().from(users))[0]!.age).toBe(VALID_PROFILE.age);
  });

  it('takes 18', async () => {
    const res = await save({ ...VALID_PROFILE, age: 18 });
    expect(res.status).toBe(200);
    expect((await res.json()).user.age).toBe(18);
  });
});
