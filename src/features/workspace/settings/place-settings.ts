/** The settings page's finalist places: checked as the server checks them, then saved with the session's token. */
import { getPlaceSettings, savePlaceSettings } from '../../../lib/places-api.ts';
import { placeSettingsProblem } from '../../../shared/place-labels.ts';
import { readWith } from '../common/read.ts';
import { browserSession } from '../common/read-effects.ts';
import { sendWrite } from '../common/send.ts';
import type { WriteResult } from '../../../stores/write.ts';

/** The write behind "Save places" (see stores/write.ts): a problem the server would refuse is said without asking it. */
export async function savePlaces(finalistPlaces: number, confirmWithinHours: number): Promise<WriteResult> {
  const problem = placeSettingsProblem(finalistPlaces, confirmWithinHours);
  if (problem) return { ok: false, message: problem };
  return sendWrite((token) => savePlaceSettings(token, { finalistPlaces, confirmWithinHours }));
}

/** The settings as saved, for the form; undefined when they could not be read (a 401 ends the session). */
export async function readPlaceSettings() {
  const outcome = await readWith(browserSession, getPlaceSettings);
  return outcome?.phase === 'ready' ? outcome.value : undefined;
}
