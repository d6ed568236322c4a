/**
 * /organiser/settings: the application window as the form edits it, in India time (datetime-local values), read
 * from and saved to the API as ISO date-times with their offset. Effects (the API with the session) are injected,
 * so the flow is tested without a browser.
 */
import { atom } from 'nanostores';
import { isoToIstInput, istInputToIso } from '../../../shared/india-time.ts';
import type { WindowSettings } from '../../../shared/organiser-schemas.ts';
import { createWrite, type WriteResult } from '../../../stores/write.ts';

export interface WindowSettingsEffects {
  /** The window as saved; undefined when it could not be read (the effects end the session on a 401). */
  read(): Promise<Partial<WindowSettings> | undefined>;
  save(window: WindowSettings): Promise<WriteResult>;
}

/** The form's values, as saved (empty until read). */
export interface WindowForm {
  opensAt: string;
  closesAt: string;
}

export function createWindowSettings(effects: WindowSettingsEffects) {
  const $windowForm = atom<WindowForm>({ opensAt: '', closesAt: '' });
  /** Whether the read has answered: until then the form is not editable, or the answer would replace what was typed. */
  const $read = atom(false);

  /** Reads the window into the form; a failure leaves the form as it was, editable. */
  async function load(): Promise<void> {
    try {
      const saved = await effects.read();
      if (!saved) return;
      $windowForm.set({
        opensAt: isoToIstInput(saved.applicationsOpenAt ?? ''),
        closesAt: isoToIstInput(saved.applicationsCloseAt ?? ''),
      });
    } finally {
      $read.set(true);
    }
  }

  /** "Save window" (see stores/write.ts): once saved, the form holds what was saved. */
  const write = createWrite(async (opensAt: string, closesAt: string) => {
    const result = await effects.save({
      applicationsOpenAt: istInputToIso(opensAt),
      applicationsCloseAt: istInputToIso(closesAt),
    });
    if (result.ok) $windowForm.set({ opensAt, closesAt });
    return result;
  });

  return { $windowForm, $read, load, $write: write.$write, save: write.run, about: write.about };
}
