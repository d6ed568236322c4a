/** The settings page's rule for applicants under 18: read, then saved with the session's token. */
import { getMinorsSettings, saveMinorsSettings } from '../../../lib/minors-api.ts';
import type { MinorsPolicy } from '../../../shared/privacy/minors.ts';
import type { WriteResult } from '../../../stores/write.ts';
import { readWith } from '../common/read.ts';
import { browserSession } from '../common/read-effects.ts';
import { sendWrite } from '../common/send.ts';

/** The write behind "Save" (see stores/write.ts). */
export const saveMinors = (underEighteen: MinorsPolicy): Promise<WriteResult> =>
  sendWrite((token) => saveMinorsSettings(token, { underEighteen }));

/** The choice as saved, for the form; undefined when it could not be read (a 401 ends the session). */
export async function readMinors(): Promise<MinorsPolicy | undefined> {
  const outcome = await readWith(browserSession, getMinorsSettings);
  return outcome?.phase === 'ready' ? outcome.value.underEighteen : undefined;
}
