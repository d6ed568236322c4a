/**
 * The startup application (docs/spec.md §2, §4, §5 and §8): the page's state (state.ts) and the actions that move it,
 * each in a module of its own: opening the page (load.ts), typing and choosing files (edit-fields.ts), sending
 * (send-application.ts), changing or withdrawing the submitted application (submitted.ts). Effects come in as
 * `ApplicationEffects`, so the flow is tested without a browser.
 */
import { atom } from 'nanostores';
import type { FormField } from '../../../shared/api-types.ts';
import { createAccountDraft } from './account-draft.ts';
import { change, pick } from './edit-fields.ts';
import type { ApplicationEffects, ApplicationFlow } from './flow-context.ts';
import { load } from './load.ts';
import { submit } from './send-application.ts';
import { LOADING, type ApplicationState } from './state.ts';
import { cancelChange, startChange, withdraw } from './submitted.ts';

export function createApplicationFlow(effects: ApplicationEffects) {
  const $application = atom<ApplicationState>(LOADING);
  const flow: ApplicationFlow = { effects, $application, accountDraft: createAccountDraft(effects, $application) };
  return {
    $application,
    withdraw: () => void withdraw(flow),
    startEdit: () => void startChange(flow),
    cancelEdit: () => cancelChange(flow),
    start: () => void load(flow, false),
    reload: () => void load(flow, true),
    change: (field: FormField, value: string) => change(flow, field, value),
    pick: (field: FormField, file: File | undefined) => void pick(flow, field, file),
    submit: () => void submit(flow),
  };
}
