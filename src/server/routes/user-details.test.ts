import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { SaveProfileResponseSchema, UserDetailsResponseSchema, UserSchema } from '../../shared/api-types.ts';
import { startups, users } from '../db/schema.ts';
import { pgliteOf } from '../db/client.ts';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import { submitApplication } from '../test/organiser-fixtures.ts';
import { VALID_PROFILE, get, postJson, signIn } from '../test/requests.ts';

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
const storedUser = async () => (await api.deps.db.select().from(users))[0]!;

describeApi('GET /api/user-details', () => {
  it('returns the user with both flags and an empty startUpInfo before the profile is saved', async () => {
    const res = await get(api, '/user-details', { token });
    expect(res.status).toBe(200);
    const body = UserDetailsResponseSchema.parse(await res.json());
    expect(body.user).toMatchObject({
      mobile: '9876543210',
      name: '',
      isProfileCompleted: false,
      isApplicationSubmitted: false,
    });
    expect(body.startUpInfo).toEqual({
      name: '',
      industry: '',
      stage: '',
      teamSize: '',
      summary: '',
      website: '',
      linkedIn: '',
    });
  });
});

describeApi('GET /api/user-details, one database round trip', () => {
  /** Counts the statements sent to the database (PGlite's client, or the Postgres pool) while `fn` runs. */
  async function statementsDuring(fn: () => Promise<unknown>): Promise<number> {
    const client = (pgliteOf(api.deps.db) ?? (api.deps.db as unknown as { $client: object }).$client) as Record<
      string,
      (...args: unknown[]) => unknown
    >;
    const methods = ['query', 'exec'].filter((m) => typeof client[m] === 'function');
    const originals = methods.map((m) => client[m]!);
    let count = 0;
    methods.forEach((m, i) => {
      client[m] = (...args: unknown[]) => {
        count++;
        return originals[i]!.apply(client, args);
      };
    });
    try {
      await fn();
    } finally {
      methods.forEach((m, i) => (client[m] = originals[i]!));
    }
    return count;
  }

  it('reads the user, startup and application status with the session, in one statement', async () => {
    const { token: applicant } = await submitApplication(api, '9812345672');
    await get(api, '/user-details', { token: applicant }); // prepares the statement once per database or connection
    // The staff list is read at most once a second per process (staff/roles.ts), not by this request: fresh now.
    await api.deps.roles.refresh(api.deps.db, 0);
    let body: { applicationStatus: { status: string } | null } | undefined;
    const count = await statementsDuring(async () => {
      const res = await get(api, '/user-details', { token: applicant });
      expect(res.status).toBe(200);
      body = await res.json();
    });
    expect(body!.applicationStatus).toMatchObject({ status: 'SUBMITTED' });
    expect(count).toBe(1);
  });
});

describeApi('POST /api/user-details', () => {
  it('saves a complete profile: 200 {user, token, startup, startUpInfo, message}, profile completed', async () => {
    const res = await save(VALID_PROFILE);
    expect(res.status).toBe(200);
    const body = SaveProfileResponseSchema.parse(await res.json());
    expect(body.message).toBe('Profile completed successfully');
    expect(body.token).toBe(token);
    expect(UserSchema.parse(body.user)).toMatchObject({
      name: 'Asha Mehta',
      age: 29,
      gender: 'FEMALE',
      email: 'asha@example.com',
      state: 'Maharashtra',
      city: 'Pune',
      education: 'Doctorate (Ph.D./M.Phil)',
      ethnicity: 'Hindu',
      isEmailOptIn: true,
      isJITOMember: false,
      JITOChapter: '',
      heardFrom: 'A friend',
      role: 'PARTICIPATOR',
      isProfileCompleted: true,
      isApplicationSubmitted: false,
    });
    const startup = {
      name: 'Krishi Sense',
      industry: 'Agritech',
      stage: 'MVP_READY',
      teamSize: '4',
      summary: VALID_PROFILE.startUpSummary,
      website: 'https://krishisense.in',
      linkedIn: 'https://www.linkedin.com/in/asha-mehta',
    };
    expect(body.startup).toEqual(startup);
    expect(body.startUpInfo).toEqual(startup);
    const read = await (await get(api, '/user-details', { token })).json();
    expect(read.user.isProfileCompleted).toBe(true);
    expect(read.startUpInfo).toEqual(startup);
  });

  it('accepts age as a numeric string and stores an integer', async () => {
    expect((await save({ ...VALID_PROFILE, age: ' 42 ' })).status).toBe(200);
    expect((await storedUser()).age).toBe(42);
  });

  it('updates without a summary but does not count that as completing the profile', async () => {
    const res = await save({ ...VALID_PROFILE, startUpSummary: '' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user.isProfileCompleted).toBe(false);
    expect(body.message).toBe('Profile updated successfully');
    expect((await save(VALID_PROFILE)).status).toBe(200);
    const later = await (await save({ ...VALID_PROFILE, startUpSummary: '' })).json();
    expect(later.user.isProfileCompleted).toBe(true); // completed stays completed
    expect(later.message).toBe('Profile updated successfully');
  });

  it('forces a JITO member to Jain and keeps the chapter name; a label with zone is mapped to the name', async () => {
    const res = await save({
      ...VALID_PROFILE,
      isJITOMember: true,
      JITOChapter: 'Surat (Gujarat)',
      ethnicity: 'Hindu',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ isJITOMember: true, JITOChapter: 'Surat', ethnicity: 'Jain' });
  });

  it('stores no chapter for a non-member', async () => {
    await save({ ...VALID_PROFILE, isJITOMember: false, JITOChapter: 'Surat' });
    expect((await storedUser()).jitoChapter).toBe('');
  });

  it('takes the role PARTICIPATOR or none, answers the role from configuration, and refuses any other', async () => {
    const { role: _role, ...withoutRole } = VALID_PROFILE;
    const saved = await save(withoutRole);
    expect(saved.status).toBe(200);
    expect((await saved.json()).user.role).toBe('PARTICIPATOR');
    const res = await save({ ...VALID_PROFILE, role: 'ADMIN' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ role: 'Role must be PARTICIPATOR' });
  });

  it.each([
    ['name', '', 'Please enter your full name'],
    ['name', ' a ', 'Name must be at least 2 characters'],
    ['age', '', 'Please enter your age'],
    ['age', 0, 'Please enter a valid age (1-120)'],
    ['age', 121, 'Please enter a valid age (1-120)'],
    ['age', 25.5, 'Please enter a valid age (1-120)'],
    ['age', 'abc', 'Please enter a valid age (1-120)'],
    ['email', '', 'Please enter your email'],
    ['email', 'asha@', 'Please enter a valid email address'],
    ['ethnicity', '', 'Please select your ethnicity/religion'],
    ['ethnicity', 'Martian', 'Please select your ethnicity/religion'],
    ['gender', 'OTHER', 'Please select your gender'],
    ['state', 'Atlantis', 'Please select your state'],
    ['city', ' ', 'Please enter your city'],
    ['education', 'PhD', 'Please select your education'],
    ['startUpName', '', 'Please enter Startup Name'],
    ['startUpIndustry', '', 'Please choose industy type'],
    ['startUpStage', 'SERIES_A', 'Please choose Startup Stage'],
    ['startUpTeamSize', '', 'Please enter Team Size'],
    [
      'linkedIn',
      'https://linkedin.evil.com/in/x',
      'Please enter a valid LinkedIn profile URL (starting with https://www.linkedin.com/)',
    ],
    [
      'linkedIn',
      'http://www.linkedin.com/in/x',
      'Please enter a valid LinkedIn profile URL (starting with https://www.linkedin.com/)',
    ],
    ['website', 'krishisense', 'Please enter a valid website URL'],
    ['website', 'ftp://krishisense.in', 'Please enter a valid website URL'],
    ['website', 'https://localhost', 'Please enter a valid website URL'],
  ])('refuses %s=%j with 400 and the spec message, writing nothing', async (field, value, message) => {
    const before = await storedUser();
    const res = await save({ ...VALID_PROFILE, [field]: value });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toEqual({
      message: 'Please fix the errors in the form before submitting',
      errors: { [field]: message },
    });
    expect(await storedUser()).toEqual(before);
    expect((await api.counts()).startups).toBe(0);
  });

  it('requires a chapter from the list for a JITO member', async () => {
    for (const JITOChapter of ['', 'Atlantis']) {
      const res = await save({ ...VALID_PROFILE, isJITOMember: true, JITOChapter });
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual({ JITOChapter: 'Please select a JITO Chapter' });
    }
    expect((await storedUser()).name).toBe('');
  });

  it('reports every failing field at once, one message each', async () => {
    const res = await save({});
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      name: 'Please enter your full name',
      age: 'Please enter your age',
      email: 'Please enter your email',
      ethnicity: 'Please select your ethnicity/religion',
      gender: 'Please select your gender',
      state: 'Please select your state',
      city: 'Please enter your city',
      education: 'Please select your education',
      startUpName: 'Please enter Startup Name',
      startUpIndustry: 'Please choose industy type',
      startUpStage: 'Please choose Startup Stage',
      startUpTeamSize: 'Please enter Team Size',
    });
  });

  it.each([['null'], ['[]'], ['"text"'], ['{"name": ']])('answers a body of %s with 400, never 500', async (raw) => {
    const res = await save(raw);
    expect(res.status).toBe(400);
    expect(typeof (await res.json()).message).toBe('string');
    expect((await api.counts()).startups).toBe(0);
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const res = await save({ ...VALID_PROFILE, heardFrom: 'x'.repeat(70_000) });
    expect(res.status).toBe(413);
    expect((await api.counts()).startups).toBe(0);
  });

  it('keeps one startup row per user across saves', async () => {
    await save(VALID_PROFILE);
    await save({ ...VALID_PROFILE, startUpName: 'Krishi Sense 2' });
    const rows = await api.deps.db
      .select()
      .from(startups)
      .where(eq(startups.userId, (await storedUser()).id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Krishi Sense 2');
  });
});
