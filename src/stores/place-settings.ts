/** The settings page's finalist places: checked as the server checks them, then saved with the session's token. */
import { savePlaceSettings } from '../lib/places-api.ts';
import { placeSettingsProblem } from '../shared/place-labels.ts';
import { sendWrite } from './organiser-send.ts';
import type { WriteResult } from './write.ts';

/** The write behind "Save places" (see stores/write.ts): a problem the server would refuse is said without asking it. */
export async function savePlaces(finalistPlaces: number, confirmWithinHours: number): Promise<WriteResult> {
  const problem = placeSettingsProblem(finalistPlaces, confirmWithinHours);
  if (problem) return { ok: false, message: problem };
  return sendWrite((token) => savePlaceSettings(token, { finalistPlaces, confirmWithinHours }));
}
