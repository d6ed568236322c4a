import { describe, expect, it } from 'vitest';
import type { ApplicationWindowResponse } from '../shared/organiser-schemas.ts';
import { nextWindowChange, windowPhase } from './window-phase.ts';

const WINDOW: ApplicationWindowResponse = {
  applicationsOpenAt: '2026-05-01T09:00:00+05:30',
  applicationsCloseAt: '2026-05-31T23:59:00+05:30',
  isOpen: true,
  now: '2026-05-10T00:00:00Z',
  message: '',
};
const at = (iso: string) => Date.parse(iso);

describe('windowPhase', () => {
  it('is open between the open and the close, and says when it closes', () => {
    expect(windowPhase(WINDOW, at('2026-05-10T00:00:00Z'))).toEqual({
      open: true,
      closesAt: at('2026-05-31T23:59:00+05:30'),
    });
  });

  it('says when it opens before the open, and that it is closed from the close on', () => {
    expect(windowPhase(WINDOW, at('2026-04-30T00:00:00Z'))).toEqual({
      open: false,
      opensLater: true,
      message: 'Applications open on 1 May 2026, 9:00 am IST',
    });
    expect(windowPhase(WINDOW, at('2026-05-31T23:59:00+05:30'))).toEqual({
      open: false,
      opensLater: false,
      message: 'Applications are closed',
    });
  });

  it('follows the clock, not the isOpen the page was given: a page left open past the close turns closed', () => {
    expect(windowPhase({ ...WINDOW, isOpen: true }, at('2026-06-01T00:00:00Z')).open).toBe(false);
  });

  it('leaves the decision to the API when the window could not be read', () => {
    expect(windowPhase(null, Date.now()).open).toBe(true);
  });

  it('names the next change: the open, then the close, then none', () => {
    expect(nextWindowChange(WINDOW, at('2026-04-01T00:00:00Z'))).toBe(at('2026-05-01T09:00:00+05:30'));
    expect(nextWindowChange(WINDOW, at('2026-05-10T00:00:00Z'))).toBe(at('2026-05-31T23:59:00+05:30'));
    expect(nextWindowChange(WINDOW, at('2026-06-10T00:00:00Z'))).toBeUndefined();
  });
});
