import { useEffect, useMemo } from 'react';
import type { ApplicationValues } from '../../../lib/portal/application-form.ts';
import { DRAFT_SAVE_DELAY_MS, debounce } from '../../../lib/portal/debounce.ts';
import { $applicationFormData, $token } from '../../../stores/auth.ts';

/**
 * Saves the application draft to localStorage (`applicationFormData`) 500 ms after typing stops
 * (spec sections 4 and 9). A save still waiting when the page goes away is written at once, unless
 * the visitor signed out meanwhile: logout removes the draft and nothing may bring it back.
 */
export function useDraft() {
  const save = useMemo(
    () =>
      debounce((values: ApplicationValues) => {
        if ($token.get()) $applicationFormData.set(values);
      }, DRAFT_SAVE_DELAY_MS),
    [],
  );

  useEffect(() => {
    const flush = () => save.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      save.cancel();
    };
  }, [save]);

  return {
    /** Schedules a save of these values. */
    save,
    /** Forgets the draft for good (after a successful submission). */
    clear: () => {
      save.cancel();
      $applicationFormData.set(undefined);
    },
  };
}
