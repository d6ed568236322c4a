/** The settings page's finalist places: checked as the server checks them, then saved with the session's token. */
import { atom } from 'nanostores';
import { getPlaceSettings, savePlaceSettings } from '../../../lib/places-api.ts';
import type { PlaceSettings } from '../../../shared/place-schemas.ts';
import { placeSettingsProblem } from '../../../shared/place-labels.ts';
import { readWith } from '../common/read.ts';
import { browserSession } from '../common/read-effects.ts';
import { sendWrite } from '../common/send.ts';
import type { WriteResult } from '../../../stores/write.ts';

/**
 * The settings as last read or saved on this page, shared with the decision messages' preview (TemplateEditor), whose
 * acceptance deadline follows "Hours to confirm".
 */
export const $placeSettings = atom<PlaceSettings | undefined>(undefined);

/** The write behind "Save places" (see stores/write.ts): a problem the server would refuse is said without asking it. */
export async function savePlaces(finalistPlaces: number, confirmWithinHours: number): Promise<WriteResult> {
  const problem = placeSettingsProblem(finalistPlaces, confirmWithinHours);
  if (problem) return { ok: false, message: problem };
  const settings = { finalistPlaces, confirmWithinHours };
  return sendWrite(
    (token) => savePlaceSettings(token, settings),
    () => $placeSettings.set(settings),
  );
}

/** The settings as saved, for the form; undefined when they could not be read (a 401 ends the session). */
export async function readPlaceSettings() {
  const outcome = await readWith(browserSession, getPlaceSettings);
  const settings = outcome?.phase === 'ready' ? outcome.value : undefined;
  if (settings) $placeSettings.set(settings);
  return settings;
}
