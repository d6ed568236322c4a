/**
 * The settings and figures pages' flows as the browser runs them: each flow (its state and rules, in its own module
 * and tested there without a browser) given the session's token and the API.
 */
import { saveTemplates } from '../lib/decisions-api.ts';
import { autoAssign, downloadExport, getSettings, getStats, saveSettings } from '../lib/organiser-api.ts';
import type { TextedStatus } from '../shared/sms-templates.ts';
import type { AutoAssignResult } from '../shared/organiser-schemas.ts';
import { createAutoAssign } from './auto-assign.ts';
import { createExport } from './organiser-export.ts';
import { createRead, readWith } from './organiser-read.ts';
import { browserSession } from './organiser-read-effects.ts';
import { sendWrite } from './organiser-send.ts';
import { createWindowSettings } from './window-settings.ts';

/** The application window on /organiser/settings. */
export const windowSettings = createWindowSettings({
  async read() {
    const outcome = await readWith(browserSession, getSettings);
    return outcome?.phase === 'ready' ? outcome.value : undefined;
  },
  save: (window) => sendWrite((token) => saveSettings(token, window)),
});

/** The dashboard's figures (see organiser-read.ts). */
const stats = createRead(browserSession, getStats);
export const $stats = stats.$read;
export const loadStats = stats.load;

/** "Download CSV" and "Download JSON". */
export const applicationsExport = createExport({
  async download(format) {
    const token = browserSession.token();
    if (token) await downloadExport(token, format);
  },
});

/** Automatic assignment of reviewers; the figures show each reviewer's new load after it. */
export const autoAssignment = createAutoAssign({
  async assign(body) {
    let unassignable: AutoAssignResult['unassignable'] = [];
    const result = await sendWrite(
      (token) => autoAssign(token, body),
      (data) => void (unassignable = data.unassignable),
    );
    return { ...result, unassignable };
  },
  reloadStats: () => stats.load(),
});

/** Saves the SMS template of one texted status. */
export const saveTemplate = (status: TextedStatus, template: string) =>
  sendWrite((token) => saveTemplates(token, { [status]: template }));
