/**
 * The settings page's window and decision messages as the browser runs them: the window's flow (its state and rules
 * in window-settings.ts, tested there without a browser) given the session's token and the API.
 */
import { saveWordings } from '../../../lib/decisions-api.ts';
import { getSettings, saveSettings } from '../../../lib/organiser-api.ts';
import type { TextedStatus } from '../../../shared/decision-wordings.ts';
import type { SmsWordingId } from '../../../shared/messages/sms-wordings.ts';
import { readWith } from '../common/read.ts';
import { browserSession } from '../common/read-effects.ts';
import { sendWrite } from '../common/send.ts';
import { createWindowSettings } from './window-settings.ts';

/** The application window on /organiser/settings. */
export const windowSettings = createWindowSettings({
  async read() {
    const outcome = await readWith(browserSession, getSettings);
    return outcome?.phase === 'ready' ? outcome.value : undefined;
  },
  save: (window) => sendWrite((token) => saveSettings(token, window)),
});

/** Saves the registered wording one texted status is sent in. */
export const saveWording = (status: TextedStatus, wording: SmsWordingId) =>
  sendWrite((token) => saveWordings(token, { [status]: wording }));
