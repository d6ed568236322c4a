import { describe, expect, it } from 'vitest';
import type { ApiAnswer, SaveProfileResponse, UserDetailsResponse } from '../../../lib/api-client.ts';
import { checkProfile } from './check.ts';
import { EMPTY_PROFILE } from '../../../shared/profile-fields.ts';
import { TEST_PROFILE, TEST_STARTUP, testUser, typedFields } from '../../../shared/test-profile.ts';
import type { StoredUser } from '../../../lib/stored-user.ts';
import { createProfileFlow, type ProfileEffects } from './store.ts';

const NOTICE = '2026-03';
const user = testUser({ privacyNoticeVersion: NOTICE });

function flowWith(mode: 'complete' | 'update', overrides: Partial<ProfileEffects> = {}, stored?: StoredUser) {
  const record = { toasts: [] as string[], replaced: [] as string[], saved: [] as unknown[], signedIn: [] as string[] };
  const effects: ProfileEffects = {
    loadUserDetails: async () => ({
      user,
      startUpInfo: TEST_STARTUP,
      applicationStatus: null,
      message: 'Profile fetched successfully',
    }),
    isUnauthorized: () => false,
    saveProfile: async (_token, payload) => {
      record.saved.push(payload);
      return {
        ok: true,
        status: 200,
        data: { user, token: 't', startup: TEST_STARTUP, startUpInfo: TEST_STARTUP, message: 'Saved' },
      };
    },
    checkProfile: async (values, m, minors) => checkProfile(values, m, minors),
    loadGuardianConsent: async () => ({ underEighteen: 'refuse', consent: null }),
    sendGuardianCode: async () => null,
    token: () => 't',
    storedUser: () => stored,
    endSession: () => undefined,
    signIn: (token) => void record.signedIn.push(token),
    storeUser: () => undefined,
    toast: (message) => void record.toasts.push(message),
    replace: (path) => void record.replaced.push(path),
    ...overrides,
  };
  return { flow: createProfileFlow(mode, effects, NOTICE), record };
}

const fill = (flow: ReturnType<typeof createProfileFlow>) => {
  for (const [field, value] of typedFields(TEST_PROFILE)) flow.set(field, value);
};

describe('profile flow', () => {
  it('sends a completed profile from /complete-profile to /profile instead of an empty form', () => {
    const { flow, record } = flowWith('complete', {}, { name: 'Asha Mehta', isProfileCompleted: true });
    flow.start();
    expect(record.replaced).toEqual(['/profile']);
    expect(flow.$profile.get().status).toBe('loading');
  });

  it('offers the empty form to a profile still to complete', () => {
    const { flow, record } = flowWith('complete', {}, { name: '', isProfileCompleted: false });
    flow.start();
    expect(record.replaced).toEqual([]);
    expect(flow.$profile.get()).toMatchObject({ status: 'editing', values: EMPTY_PROFILE });
  });

  it('loads /profile from the user details with the server message', async () => {
    const { flow, record } = flowWith('update');
    flow.start();
    await Promise.resolve();
    await Promise.resolve();
    expect(flow.$profile.get()).toMatchObject({
      status: 'editing',
      values: { name: 'Asha Mehta', startUpName: 'Krishi Labs' },
    });
    expect(record.toasts).toEqual(['Profile fetched successfully']);
  });

  it('refuses an incomplete form with one message per field, sending nothing', async () => {
    const { flow, record } = flowWith('complete');
    flow.set('name', 'A');
    await flow.submit();
    const state = flow.$profile.get();
    expect(state.errors.name).toBe('Name must be at least 2 characters');
    expect(state.errors.startUpSummary).toBe('Please enter Startup Summary');
    expect(state.notice).toBe('Please fix the errors in the form before submitting');
    expect(state.focusSeq).toBe(1);
    expect(record.saved).toEqual([]);
    // Fixing a field clears its message; the notice stays while others are left.
    flow.set('name', 'Asha');
    expect(flow.$profile.get().errors.name).toBeUndefined();
    expect(flow.$profile.get().notice).toBe('Please fix the errors in the form before submitting');
  });
});

describe('profile flow and the privacy notice', () => {
  it('completes a valid profile with the notice ticked: its version is sent, then it counts as accepted', async () => {
    const { flow, record } = flowWith('complete');
    flow.start();
    fill(flow);
    flow.tickNotice(true);
    await flow.submit();
    expect(record.saved).toHaveLength(1);
    expect(record.saved[0]).toMatchObject({ age: 29, role: 'PARTICIPATOR', privacyNoticeVersion: '2026-03' });
    expect(record.signedIn).toEqual(['t']);
    expect(record.toasts).toEqual(['Saved']);
    expect(flow.$profile.get().status).toBe('completed');
    expect(flow.$profile.get().privacy).toMatchObject({ accepted: '2026-03', ticked: false });
  });

  it('refuses a valid profile with the notice unticked, with its message on the box, sending nothing', async () => {
    const { flow, record } = flowWith('complete');
    flow.start();
    fill(flow);
    await flow.submit();
    expect(record.saved).toEqual([]);
    expect(flow.$profile.get()).toMatchObject({
      status: 'editing',
      notice: 'Please read the privacy notice and tick the box to accept it',
      privacy: { error: 'Please read the privacy notice and tick the box to accept it' },
    });
    expect(record.toasts).toEqual(['Please read the privacy notice and tick the box to accept it']);
    flow.tickNotice(true);
    expect(flow.$profile.get().privacy.error).toBeUndefined();
  });

  it('shows the box with the field errors in one pass', async () => {
    const { flow } = flowWith('complete');
    flow.start();
    await flow.submit();
    const state = flow.$profile.get();
    expect(state.errors.name).toBe('Please enter your full name');
    expect(state.privacy.error).toBe('Please read the privacy notice and tick the box to accept it');
    expect(state.notice).toBe('Please fix the errors in the form before submitting');
  });

  it('on /profile, asks again when an earlier version was accepted, and not when the current one was', async () => {
    const earlier = flowWith('update', {
      loadUserDetails: async () => ({
        user: { ...user, privacyNoticeVersion: '2025-01' },
        startUpInfo: TEST_STARTUP,
        applicationStatus: null,
        message: '',
      }),
    });
    earlier.flow.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await earlier.flow.submit();
    expect(earlier.record.saved).toEqual([]);
    expect(earlier.flow.$profile.get().privacy).toMatchObject({ accepted: '2025-01', error: expect.any(String) });

    const current = flowWith('update');
    current.flow.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await current.flow.submit();
    expect(current.record.saved).toHaveLength(1);
    expect(current.record.saved[0]).not.toHaveProperty('privacyNoticeVersion');
  });

  it('shows the box again with the API’s message when the API refuses the notice', async () => {
    const message = 'The privacy notice has changed: please reload the page, read the new notice and accept it';
    const refused: ApiAnswer<SaveProfileResponse> = {
      ok: false,
      status: 400,
      data: { message, errors: { privacyNoticeVersion: message } },
    };
    const { flow, record } = flowWith('update', { saveProfile: async () => refused });
    flow.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await flow.submit();
    expect(flow.$profile.get().privacy).toMatchObject({ accepted: null, error: message });
    expect(record.toasts.at(-1)).toBe(message);
  });
});

describe('profile flow, after a save', () => {
  it('pins the server’s per-field messages on a 400', async () => {
    const refused: ApiAnswer<SaveProfileResponse> = {
      ok: false,
      status: 400,
      data: { message: 'Please fix the errors in the form before submitting', errors: { email: 'Taken' } },
    };
    const { flow } = flowWith('update', { saveProfile: async () => refused });
    flow.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await flow.submit();
    expect(flow.$profile.get()).toMatchObject({ status: 'editing', errors: { email: 'Taken' } });
  });

  it('shows a load failure with the spec toast and lets the visitor try again', async () => {
    let fail = true;
    const { flow, record } = flowWith('update', {
      loadUserDetails: async (): Promise<UserDetailsResponse> => {
        if (fail) throw new Error('offline');
        return { user, startUpInfo: TEST_STARTUP, applicationStatus: null, message: '' };
      },
    });
    flow.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(flow.$profile.get().status).toBe('load-failed');
    expect(record.toasts).toEqual(['An error occurred while fetching profile']);
    fail = false;
    flow.reload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(flow.$profile.get().status).toBe('editing');
  });
});
