import { atom } from 'nanostores';
import { autoAssign, downloadExport, getSettings, getStats, saveSettings } from '../lib/organiser-api.ts';
import { saveTemplates } from '../lib/decisions-api.ts';
import type { TextedStatus } from '../shared/sms-templates.ts';
import { isoToIstInput, istInputToIso } from '../shared/india-time.ts';
import type { AutoAssignResult } from '../shared/organiser-schemas.ts';
import { $token } from './auth.ts';
import { createRead, readWith } from './organiser-read.ts';
import { browserSession } from './organiser-read-effects.ts';
import { sendWrite } from './organiser-send.ts';
import type { WriteResult } from './write.ts';

/** The window as the settings form edits it: datetime-local values in India time. */
export const $windowForm = atom<{ opensAt: string; closesAt: string; loaded: boolean }>({
  opensAt: '',
  closesAt: '',
  loaded: false,
});
/** The dashboard's figures (see organiser-read.ts). */
const stats = createRead(browserSession, getStats);
export const $stats = stats.$read;
export const loadStats = stats.load;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reads the window into the form; a failure leaves the form empty (a 401 ends the session). */
export async function loadWindow(): Promise<void> {
  const outcome = await readWith(browserSession, getSettings);
  if (outcome?.phase !== 'ready') return;
  const w = outcome.value;
  $windowForm.set({
    opensAt: isoToIstInput(w.applicationsOpenAt ?? ''),
    closesAt: isoToIstInput(w.applicationsCloseAt ?? ''),
    loaded: true,
  });
}

/** Saves the window; resolves to the server's message and whether it was saved. */
export const saveWindow = (opensAt: string, closesAt: string) =>
  sendWrite(
    (token) =>
      saveSettings(token, { applicationsOpenAt: istInputToIso(opensAt), applicationsCloseAt: istInputToIso(closesAt) }),
    () => $windowForm.set({ opensAt, closesAt, loaded: true }),
  );

/** Saves the SMS template of one texted status. */
export const saveTemplate = (status: TextedStatus, template: string) =>
  sendWrite((token) => saveTemplates(token, { [status]: template }));

export async function exportAs(format: 'csv' | 'json'): Promise<string> {
  const token = $token.get();
  if (!token) return '';
  try {
    await downloadExport(token, format);
    return '';
  } catch (error) {
    return messageOf(error);
  }
}

/** Runs automatic assignment and reloads the figures so each reviewer's progress shows the new load. */
export async function runAutoAssign(
  reviewsPerApplication: number,
  maxPerReviewer: number,
): Promise<WriteResult & { unassignable: AutoAssignResult['unassignable'] }> {
  let unassignable: AutoAssignResult['unassignable'] = [];
  const result = await sendWrite(
    (token) => autoAssign(token, { reviewsPerApplication, maxPerReviewer }),
    async (data) => {
      unassignable = data.unassignable;
      await loadStats();
    },
  );
  return { ...result, unassignable };
}
