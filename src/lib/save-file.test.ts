import { afterEach, describe, expect, it, vi } from 'vitest';
import { OBJECT_URL_LIFETIME_MS, saveFile } from './save-file.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('saveFile', () => {
  it('clicks a download link and revokes its object URL only later (revoking at once can cancel the download)', async () => {
    vi.useFakeTimers();
    const link = { href: '', download: '', click: vi.fn() };
    vi.stubGlobal('document', { createElement: vi.fn(() => link) });
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:agenda');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});

    saveFile('BEGIN:VCALENDAR', 'my-agenda.ics', 'text/calendar');

    expect(link).toMatchObject({ href: 'blob:agenda', download: 'my-agenda.ics' });
    expect(link.click).toHaveBeenCalledOnce();
    const blob = create.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('text/calendar');
    expect(await blob.text()).toBe('BEGIN:VCALENDAR');
    expect(revoke).not.toHaveBeenCalled();

    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
    expect(revoke).toHaveBeenCalledWith('blob:agenda');
  });
});
