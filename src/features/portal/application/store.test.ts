import { describe, expect, it } from 'vitest';
import type { ApiAnswer, SubmissionResponse, UserDetailsResponse } from '../../../lib/api-client.ts';
import type { FormField, FormSection } from '../../../shared/api-types.ts';
import type { DraftSaveOutcome } from './draft-sync.ts';
import type { ApplicationEffects } from './flow-context.ts';
import { isForm, isNewApplication } from './state.ts';
import { createApplicationFlow } from './store.ts';

const field = (over: Partial<FormField> & Pick<FormField, 'id' | 'name' | 'fieldType'>): FormField => ({
  label: over.name,
  isRequired: false,
  fieldOrder: over.id,
  onHover: '',
  options: '',
  formSectionId: 1,
  dependsOn: null,
  format: null,
  ...over,
});

const FIELDS: FormField[] = [
  field({ id: 1, name: 'fullName', fieldType: 'text', isRequired: true }),
  field({ id: 2, name: 'startupName', fieldType: 'text', isRequired: true }),
  field({ id: 3, name: 'hasCofounders', fieldType: 'checkbox' }),
  field({ id: 4, name: 'cofounderName', fieldType: 'text', isRequired: true, dependsOn: 'hasCofounders' }),
  field({ id: 5, name: 'videoPitch', fieldType: 'text', format: 'youtube' }),
  field({ id: 6, name: 'pitchDeck', fieldType: 'file' }),
];
const SECTIONS: FormSection[] = [{ id: 1, sectionName: 'Founder', formFields: FIELDS }];
const byName = (name: string) => FIELDS.find((f) => f.name === name)!;
const pdf = () => new File(['%PDF-1.4\n%%EOF'], 'deck.pdf', { type: 'application/pdf' });
const details = (over: Partial<UserDetailsResponse['user']> = {}) =>
  ({
    user: { name: 'Asha Mehta', isApplicationSubmitted: false, ...over },
    startUpInfo: { name: '' },
    message: '',
  }) as UserDetailsResponse;

function flowWith(overrides: Partial<ApplicationEffects> = {}, draft?: Record<string, unknown>) {
  const record = {
    toasts: [] as [string, string | undefined][],
    bodies: [] as FormData[],
    draft,
    cleared: false,
    windowReads: 0,
    savedFiles: [] as string[],
    removedFiles: [] as string[],
  };
  const effects: ApplicationEffects = {
    token: () => 't',
    storedUser: () => ({ name: 'Asha Mehta' }),
    getFormSections: async () => SECTIONS,
    getFormFields: async () => FIELDS,
    loadUserDetails: async () => details(),
    isUnauthorized: () => false,
    endSession: () => undefined,
    createSubmission: async (_token, body) => {
      record.bodies.push(body);
      return { ok: true, status: 201, data: { message: 'ok' } as SubmissionResponse };
    },
    withdrawSubmission: async () => ({
      ok: true,
      status: 200,
      data: { message: 'Your application has been withdrawn' },
    }),
    getSubmission: async () => null,
    editSubmission: async () => null,
    refreshUserDetails: () => undefined,
    refreshWindow: () => void (record.windowReads += 1),
    toast: (message, kind) => void record.toasts.push([message, kind]),
    draft: {
      read: () => record.draft,
      readServer: async () => undefined,
      saveServer: async () => ({ failed: true }),
      saveFile: async (_token, fieldName) => {
        record.savedFiles.push(fieldName);
        return true;
      },
      removeFile: (_token, fieldName) => void record.removedFiles.push(fieldName),
      schedule: (values) => void (record.draft = values),
      flush: () => undefined,
      clear: () => {
        record.cleared = true;
        record.draft = undefined;
      },
    },
    ...overrides,
  };
  return { flow: createApplicationFlow(effects), record };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

type Flow = ReturnType<typeof createApplicationFlow>;

/** The form the page shows (a new application or a change); failing when the page shows none. */
function form(flow: Flow) {
  const state = flow.$application.get();
  if (!isForm(state)) throw new Error(`No form on the page: ${state.status}`);
  return state;
}

/** The form of a new application, with its draft. */
function newForm(flow: Flow) {
  const state = flow.$application.get();
  if (!isNewApplication(state)) throw new Error(`No new application's form on the page: ${state.status}`);
  return state;
}

async function loaded(overrides: Partial<ApplicationEffects> = {}, draft?: Record<string, unknown>) {
  const made = flowWith(overrides, draft);
  made.flow.start();
  await settle();
  return made;
}

describe('application flow', () => {
  it('locks the profile values, and says files are not kept when a draft comes back', async () => {
    const { flow } = await loaded({}, { startupName: 'Krishi', videoPitch: '' });
    const state = newForm(flow);
    expect(state.values).toMatchObject({ fullName: 'Asha Mehta', startupName: 'Krishi' });
    expect(state).toMatchObject({ status: 'editing', locked: ['fullName'], prefilled: true, draftRestored: true });
  });

  it('says nothing about files when there was no draft', async () => {
    const { flow } = await loaded();
    expect(newForm(flow).draftRestored).toBe(false);
  });

  it('locks the pitchDeck marker once a file is chosen, and releases it when the file goes', async () => {
    const { flow } = await loaded();
    flow.pick(byName('pitchDeck'), pdf());
    await settle();
    expect(form(flow).locked).toEqual(['fullName', 'pitchDeck']);
    flow.pick(byName('pitchDeck'), undefined);
    await settle();
    expect(form(flow).locked).toEqual(['fullName']);
  });

  it('wants a deck or a video link, names both fields, and either answer clears both', async () => {
    const { flow, record } = await loaded();
    flow.change(byName('startupName'), 'Krishi');
    flow.submit();
    await settle();
    const message = 'Please attach a pitch deck or enter a video pitch link';
    expect(form(flow).errors).toEqual({ pitchDeck: message, videoPitch: message });
    expect(record.bodies).toEqual([]);
    flow.change(byName('videoPitch'), 'https://youtu.be/dQw4w9WgXcQ');
    expect(form(flow).errors).toEqual({});
    flow.submit();
    await settle();
    expect(record.bodies).toHaveLength(1);
    expect(record.bodies[0]!.get('pitchDeck')).toBeNull();
  });

  it('shows the submitted state on a 409, with no red toast, and forgets the draft', async () => {
    const conflict: ApiAnswer<SubmissionResponse> = {
      ok: false,
      status: 409,
      data: { message: 'You have already submitted an application' },
    };
    const { flow, record } = await loaded({ createSubmission: async () => conflict });
    flow.change(byName('startupName'), 'Krishi');
    flow.pick(byName('pitchDeck'), pdf());
    await settle();
    flow.submit();
    await settle();
    expect(flow.$application.get()).toMatchObject({ status: 'submitted', justSubmitted: false, alreadyIn: true });
    expect(record.toasts).toEqual([]);
    expect(record.cleared).toBe(true);
  });

  it('reads the window again on a 403, keeping the draft, so the page turns to the closed state', async () => {
    const closed: ApiAnswer<SubmissionResponse> = {
      ok: false,
      status: 403,
      data: { message: 'Applications are closed' },
    };
    const { flow, record } = await loaded({ createSubmission: async () => closed });
    flow.change(byName('startupName'), 'Krishi');
    flow.pick(byName('pitchDeck'), pdf());
    await settle();
    flow.submit();
    await settle();
    expect(record.windowReads).toBe(1);
    expect(record.toasts).toEqual([['Applications are closed', 'error']]);
    expect(record.cleared).toBe(false);
    expect(record.draft).toMatchObject({ startupName: 'Krishi' });
  });

  it('shows the success screen and the spec toast on 201', async () => {
    const { flow, record } = await loaded();
    flow.change(byName('startupName'), 'Krishi');
    flow.pick(byName('pitchDeck'), pdf());
    await settle();
    flow.submit();
    await settle();
    expect(flow.$application.get()).toMatchObject({ status: 'submitted', justSubmitted: true });
    expect(record.toasts).toEqual([['Application submitted successfully', 'success']]);
  });

  it('opens on the submitted state for an application already in', async () => {
    const { flow } = await loaded({ loadUserDetails: async () => details({ isApplicationSubmitted: true }) });
    // Coming back is not a refusal: nothing on the screen should read like the 409's message.
    expect(flow.$application.get()).toMatchObject({ status: 'submitted', justSubmitted: false, alreadyIn: false });
  });

  it('hides co-founder errors when the box is unticked', async () => {
    const { flow } = await loaded();
    flow.change(byName('hasCofounders'), 'true');
    flow.submit();
    await settle();
    expect(form(flow).errors.cofounderName).toBe('This field is required');
    flow.change(byName('hasCofounders'), 'false');
    expect(form(flow).errors.cofounderName).toBeUndefined();
  });

  it('withdraws after the page confirmed, then offers the form again saying the application was withdrawn', async () => {
    let submitted = true;
    const { flow, record } = await loaded({
      loadUserDetails: async () => ({
        ...details({ isApplicationSubmitted: submitted }),
        applicationStatus: submitted
          ? null
          : {
              status: 'WITHDRAWN',
              submittedAt: '',
              history: [],
              unseenDecision: false,
              confirmation: null,
              outcome: 'WITHDRAWN_BY_APPLICANT',
            },
      }),
      withdrawSubmission: async () => {
        submitted = false;
        return { ok: true, status: 200, data: { message: 'Your application has been withdrawn' } };
      },
    });
    expect(flow.$application.get().status).toBe('submitted');
    flow.withdraw();
    expect(flow.$application.get().status).toBe('withdrawing');
    await settle();
    await settle();
    expect(flow.$application.get()).toMatchObject({
      status: 'editing',
      withdrawal: { status: 'WITHDRAWN', outcome: 'WITHDRAWN_BY_APPLICANT' },
    });
    expect(record.toasts).toEqual([['Your application has been withdrawn', 'success']]);
  });

  it('stays on the submitted screen with the server message when a withdrawal fails', async () => {
    const { flow, record } = await loaded({
      loadUserDetails: async () => details({ isApplicationSubmitted: true }),
      withdrawSubmission: async () => null,
    });
    flow.withdraw();
    await settle();
    expect(flow.$application.get().status).toBe('submitted');
    expect(record.toasts).toEqual([['Your application could not be withdrawn. Please try again.', 'error']]);
  });

  it('opens the submitted application for a change, the founder’s details read-only, keeps its deck, and sends the edit instead of a submission', async () => {
    const edits: FormData[] = [];
    const { flow, record } = await loaded({
      loadUserDetails: async () => details({ isApplicationSubmitted: true }),
      getSubmission: async () => ({
        ok: true,
        status: 200,
        data: {
          submission: {
            id: '00000000-0000-4000-8000-000000000000',
            status: 'SUBMITTED',
            version: 1,
            answers: [
              { name: 'fullName', label: 'Full Name', value: 'Asha Mehta' },
              { name: 'startupName', label: 'Startup Name', value: 'Krishi' },
            ],
            files: [{ fieldName: 'pitchDeck', originalName: 'deck.pdf', size: 10 }],
            editable: true,
            editRefusal: '',
          },
        },
      }),
      editSubmission: async (_token, body) => {
        edits.push(body);
        return { ok: true, status: 200, data: { message: 'Your changes are saved', version: 2, changed: [] } };
      },
    });
    flow.startEdit();
    await settle();
    expect(flow.$application.get()).toMatchObject({
      status: 'editing',
      values: { startupName: 'Krishi' },
      amending: { pitchDeck: 'deck.pdf' },
      locked: ['fullName', 'phoneNumber', 'email'],
    });
    flow.change(byName('startupName'), 'Krishi Labs');
    expect(record.draft).toBeUndefined();
    flow.submit();
    await settle();
    expect(record.bodies).toEqual([]);
    expect(edits).toHaveLength(1);
    expect(edits[0]!.get('pitchDeck')).toBeNull();
    expect(flow.$application.get()).toEqual({ status: 'submitted', justSubmitted: false, alreadyIn: false });
    expect(record.toasts).toEqual([['Your changes are saved', 'success']]);
  });

  it('toasts why an application can no longer change and stays on the submitted screen', async () => {
    const { flow, record } = await loaded({
      loadUserDetails: async () => details({ isApplicationSubmitted: true }),
      getSubmission: async () => ({
        ok: true,
        status: 200,
        data: {
          submission: {
            id: '00000000-0000-4000-8000-000000000000',
            status: 'REJECTED',
            version: 1,
            answers: [],
            files: [],
            editable: false,
            editRefusal: 'Your application can no longer be changed: a decision has been made',
          },
        },
      }),
    });
    flow.startEdit();
    await settle();
    expect(flow.$application.get().status).toBe('submitted');
    expect(record.toasts).toEqual([['Your application can no longer be changed: a decision has been made', 'error']]);
  });

  it('restores the account draft when it is newer than this device, says so, and counts its deck as attached', async () => {
    const { flow, record } = await loaded({
      draft: {
        ...flowWith().record,
        read: () => ({ startupName: 'Laptop', _savedAt: Date.parse('2026-03-01T10:00:00Z') }),
        readServer: async () => ({
          answers: { startupName: 'Phone' },
          revision: 2,
          updatedAt: '2026-03-01T10:05:00Z',
          files: [{ fieldName: 'pitchDeck', originalName: 'phone.pdf', mimeType: 'application/pdf', size: 9 }],
        }),
        saveServer: async () => ({ failed: true }),
        saveFile: async () => true,
        removeFile: () => undefined,
        schedule: () => undefined,
        flush: () => undefined,
        clear: () => undefined,
      },
    });
    expect(flow.$application.get()).toMatchObject({
      values: { startupName: 'Phone' },
      draftSource: 'account',
      draftFiles: { pitchDeck: 'phone.pdf' },
    });
    flow.submit();
    expect(form(flow).errors).toEqual({});
    await settle();
    expect(record.bodies).toHaveLength(1);
    expect(record.bodies[0]!.get('pitchDeck')).toBeNull();
  });

  it('merges a draft another tab saved meanwhile: takes what only it changed, keeps and names what both changed', async () => {
    const sent: [Record<string, string>, number | undefined][] = [];
    const answers: DraftSaveOutcome[] = [
      {
        conflict: {
          revision: 4,
          answers: { startupName: 'Krishi Sense', videoPitch: 'https://youtu.be/dQw4w9WgXcQ', hasCofounders: 'false' },
        },
      },
      { saved: 5 },
    ];
    const { flow } = await loaded({
      draft: {
        read: () => undefined,
        readServer: async () => ({
          answers: { startupName: 'Krishi' },
          revision: 3,
          updatedAt: '2026-03-01T10:00:00Z',
          files: [],
        }),
        saveServer: async (_token, values, baseRevision) => {
          sent.push([{ ...values }, baseRevision]);
          return answers.shift()!;
        },
        // Saved at once here: the 500 ms wait is the browser's (effects.ts).
        schedule: (values, toAccount) => toAccount(values),
        saveFile: async () => true,
        removeFile: () => undefined,
        flush: () => undefined,
        clear: () => undefined,
      },
    });
    flow.change(byName('startupName'), 'Krishi Labs');
    flow.change(byName('hasCofounders'), 'true');
    await settle();
    await settle();
    // Each save waits for the one before; both were made from the revision the page loaded, the merge from the newer.
    expect(sent.map(([, base]) => base)).toEqual([3, 4]);
    const state = newForm(flow);
    expect(state.values).toMatchObject({
      startupName: 'Krishi Labs',
      hasCofounders: 'true',
      videoPitch: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(sent[1]![0]).toMatchObject(state.values);
    expect(state.draftMerged).toEqual({
      taken: ['videoPitch'],
      clashes: [{ label: 'startupName', theirs: 'Krishi Sense' }],
    });
  });

  it('keeps an accepted file with the account draft, and removes it there when it is removed', async () => {
    const { flow, record } = await loaded();
    flow.pick(byName('pitchDeck'), pdf());
    await settle();
    await settle();
    expect(record.savedFiles).toEqual(['pitchDeck']);
    expect(newForm(flow).draftFiles).toEqual({ pitchDeck: 'deck.pdf' });
    flow.pick(byName('pitchDeck'), undefined);
    await settle();
    expect(record.removedFiles).toEqual(['pitchDeck']);
    expect(newForm(flow).draftFiles).toEqual({});
  });
});
