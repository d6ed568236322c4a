import { describe, expect, it } from 'vitest';
import type { ApiAnswer, MessageResponse } from '../../../lib/api-client.ts';
import type { CofounderInvite, InviteView } from '../../../shared/cofounder-schemas.ts';
import { type CofounderEffects, createCofounderInvites } from './invites.ts';
import { type InviteAnswerEffects, createInviteAnswer } from './invite-answer.ts';

const RAVI: CofounderInvite = {
  mobile: '9812345678',
  role: 'CTO',
  status: 'pending',
  invitedAt: '2026-03-01T10:00:00.000Z',
  smsSent: true,
};
const ok = <T>(data: T, status = 200): ApiAnswer<T> => ({ ok: true, status, data });
const refused = (status: number, message: string): ApiAnswer<MessageResponse> => ({
  ok: false,
  status,
  data: { message },
});

function panel(overrides: Partial<CofounderEffects> = {}) {
  const held: CofounderInvite[] = [];
  const calls: string[] = [];
  const effects: CofounderEffects = {
    token: () => 'session',
    list: async () => ok({ invites: [...held], inviteRefusal: '' }),
    invite: async (_t, mobile, role) => {
      calls.push(`invite ${mobile} ${role}`);
      held.push({ ...RAVI, mobile, role });
      return ok({ message: 'Invitation sent' }, 201);
    },
    remove: async (_t, mobile) => {
      calls.push(`remove ${mobile}`);
      held.splice(0);
      return ok({ message: 'Invitation removed' });
    },
    resend: async (_t, mobile) => {
      calls.push(`resend ${mobile}`);
      return ok({ message: 'Invitation sent again' });
    },
    ...overrides,
  };
  return { store: createCofounderInvites(effects), calls };
}

describe('the applicant’s co-founder invites', () => {
  it('invites, shows the server’s message and the fresh list; removes it again', async () => {
    const { store, calls } = panel();
    expect(await store.invite('9812345678', 'CTO')).toBe(true);
    expect(store.$write.get().result).toEqual({ ok: true, message: 'Invitation sent' });
    expect(store.$invites.get()).toMatchObject([{ mobile: '9812345678', role: 'CTO', status: 'pending' }]);
    await store.remove('9812345678');
    expect(store.$invites.get()).toEqual([]);
    expect(calls).toEqual(['invite 9812345678 CTO', 'remove 9812345678']);
  });

  it('holds why no one may be invited once the application ended, as the list answers it', async () => {
    const closed = 'Your application has a final decision: you can no longer invite co-founders';
    const { store } = panel({ list: async () => ok({ invites: [RAVI], inviteRefusal: closed }) });
    await store.load();
    expect(store.$invites.get()).toEqual([RAVI]);
    expect(store.$inviteRefusal.get()).toBe(closed);
  });

  it('shows a refusal as the server words it and keeps the list', async () => {
    const { store } = panel({
      resend: async () => refused(429, 'Please wait 45 seconds before sending this number another invitation'),
    });
    expect(await store.resend('9812345678')).toBe(false);
    expect(store.$write.get()).toEqual({
      busy: false,
      result: { ok: false, message: 'Please wait 45 seconds before sending this number another invitation' },
    });
  });

  it('is busy until the server answers, and sends one change however many presses', async () => {
    let answer!: (a: ApiAnswer<MessageResponse>) => void;
    const { store, calls } = panel({
      invite: (_t, mobile) => (calls.push(`invite ${mobile}`), new Promise((resolve) => (answer = resolve))),
    });
    const first = store.invite('9812345678', 'CTO');
    expect(store.$write.get().busy).toBe(true);
    expect(await store.remove('9812345678')).toBe(false);
    answer(ok({ message: 'Invitation sent' }, 201));
    expect(await first).toBe(true);
    expect(calls).toEqual(['invite 9812345678']);
    expect(store.$write.get().busy).toBe(false);
  });

  it('says so when no answer came', async () => {
    const { store } = panel({ invite: async () => null });
    await store.invite('9812345678', 'CTO');
    expect(store.$write.get().result).toEqual({
      ok: false,
      message: 'The server could not be reached. Please try again.',
    });
  });
});

const VIEW: InviteView = {
  inviterName: 'Asha Mehta',
  startupName: 'Krishi Sense',
  role: 'CTO',
  status: 'pending',
  application: null,
  furtherInvitesRefused: false,
};

function page(overrides: Partial<InviteAnswerEffects> = {}) {
  let view = VIEW;
  const effects: InviteAnswerEffects = {
    token: () => 'session',
    inviteToken: () => 'link-token',
    read: async () => ok(view),
    answer: async (_t, _i, choice) => {
      view = {
        ...view,
        status: choice === 'accept' ? 'accepted' : 'declined',
        furtherInvitesRefused: choice === 'stop',
      };
      return ok({ message: choice === 'accept' ? 'You have joined the team' : 'You have declined the invitation' });
    },
    ...overrides,
  };
  return createInviteAnswer(effects);
}

describe('the invited co-founder’s page', () => {
  it('reads the invite, accepts it and shows it accepted with the server’s message', async () => {
    const store = page();
    await store.load();
    expect(store.$state.get()).toEqual({ status: 'ready', invite: VIEW });
    await store.accept();
    expect(store.$state.get()).toMatchObject({
      status: 'ready',
      invite: { status: 'accepted' },
      notice: { kind: 'success', text: 'You have joined the team' },
    });
  });

  it('declines and refuses further invites once the invite is read, then shows it so', async () => {
    const asked: string[] = [];
    let refused = false;
    const store = page({
      read: async () =>
        ok({ ...VIEW, ...(refused ? { status: 'declined' as const, furtherInvitesRefused: true } : {}) }),
      answer: async (_t, _i, choice) => {
        asked.push(choice);
        refused = true;
        return ok({ message: 'You have declined, and will receive no further invitations from the event' });
      },
    });
    await store.stop();
    expect(asked).toEqual([]);
    await store.load();
    await store.stop();
    expect(asked).toEqual(['stop']);
    expect(store.$state.get()).toMatchObject({
      invite: { status: 'declined', furtherInvitesRefused: true },
      notice: { kind: 'success', text: 'You have declined, and will receive no further invitations from the event' },
    });
  });

  it('shows the server’s refusal of a link (another number, expired)', async () => {
    const store = page({
      read: async () => ({ ok: false, status: 403, data: { message: 'This invitation is for another mobile number' } }),
    });
    await store.load();
    expect(store.$state.get()).toEqual({ status: 'failed', message: 'This invitation is for another mobile number' });
  });

  it('says a link without its token is not valid, asking the server nothing', async () => {
    let reads = 0;
    const store = page({ inviteToken: () => '', read: async () => (reads++, ok(VIEW)) });
    await store.load();
    expect(store.$state.get()).toEqual({ status: 'failed', message: 'This invitation link is not valid' });
    expect(reads).toBe(0);
  });

  it('asks a signed-out visitor to sign in with the invited number', async () => {
    const store = page({ token: () => undefined });
    await store.load();
    expect(store.$state.get()).toMatchObject({ status: 'failed', message: expect.stringContaining('Sign in') });
  });
});
