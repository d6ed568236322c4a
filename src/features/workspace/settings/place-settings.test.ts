import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACE_MESSAGES } from '../../../shared/messages/places.ts';
import { savePlaces } from './place-settings.ts';

afterEach(() => vi.unstubAllGlobals());

describe('saving the finalist places', () => {
  it('says what the server would refuse without asking it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await savePlaces(0, 48)).toEqual({ ok: false, message: PLACE_MESSAGES.placesRange });
    expect(await savePlaces(10, 2.5)).toEqual({ ok: false, message: PLACE_MESSAGES.hoursRange });
    expect(fetch).not.toHaveBeenCalled();
  });
});
