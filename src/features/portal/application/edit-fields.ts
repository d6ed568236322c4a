/**
 * Typing into the form and choosing files (docs/spec.md §4, §5): each change clears its field's error, or shows the
 * gentler message while a video link is being typed, and a new application's draft is saved as it goes.
 */
import type { FormField } from '../../../shared/api-types.ts';
import {
  COFOUNDER_TOGGLE,
  PITCH_DECK,
  VIDEO_PITCH,
  isTicked,
  videoPitchError,
} from '../../../shared/application-rules.ts';
import { APPLICATION_MESSAGES } from '../../../shared/messages/application.ts';
import { inspectFile, pickError } from './file-checks.ts';
import type { ApplicationFlow } from './flow-context.ts';
import { allFields, controllingCheckbox } from './form.ts';
import { isForm, withErrors } from './state.ts';

export function change({ effects, $application, accountDraft }: ApplicationFlow, field: FormField, value: string) {
  const form = $application.get();
  if (!isForm(form)) return;
  const values = { ...form.values, [field.name]: value };
  const found = { ...form.errors };
  delete found[field.name];
  // While typing, the video link shows the gentler 'not a URL yet' message (docs/spec.md §5).
  const typing = field.format === 'youtube' ? videoPitchError(value, true) : undefined;
  if (typing) found[field.name] = typing;
  // A video link answers the deck-or-video message on the deck too.
  if (field.name === VIDEO_PITCH && found[PITCH_DECK] === APPLICATION_MESSAGES.deckOrVideo) delete found[PITCH_DECK];
  // Unticking 'I have Co-founders' hides its fields, and their errors with them.
  if (field.name === COFOUNDER_TOGGLE && !isTicked(value)) {
    for (const other of allFields(form.sections))
      if (controllingCheckbox(other) === field.name) delete found[other.name];
  }
  $application.set(withErrors({ ...form, values }, found));
  // An edit of the submitted application is not a draft of a new one.
  if (!form.amending) effects.draft.schedule(values, accountDraft.save);
}

/** Checked on pick with the on-pick messages; a refused file stays picked so submit names it again. */
export async function pick({ $application, accountDraft }: ApplicationFlow, field: FormField, file: File | undefined) {
  const picked = file ? await inspectFile(file) : undefined;
  const form = $application.get();
  if (!isForm(form)) return;
  const error = picked ? pickError(picked) : undefined;
  const found = { ...form.errors };
  if (error) found[field.name] = error;
  else delete found[field.name];
  if (picked && found[VIDEO_PITCH] === APPLICATION_MESSAGES.deckOrVideo) delete found[VIDEO_PITCH];
  // docs/spec.md §4: choosing a pitch deck locks its marker; removing the file releases it.
  const others = form.locked.filter((name) => name !== field.name);
  const locked = field.name === PITCH_DECK && picked ? [...others, field.name] : others;
  $application.set(withErrors({ ...form, files: { ...form.files, [field.name]: picked }, locked }, found));
  await accountDraft.keepFile(field.name, picked && !error ? picked.file : undefined);
}
