import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETENTION_MESSAGES } from '../../../shared/messages/retention.ts';
import { DEFAULT_RETENTION } from '../../../shared/privacy/retention-labels.ts';
import { saveRetentionPeriods } from './retention-settings.ts';

afterEach(() => vi.unstubAllGlobals());

describe('saving the retention periods', () => {
  it('says what the server would refuse without asking it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const form = { ...DEFAULT_RETENTION, eventEndsAt: '' };
    expect(await saveRetentionPeriods({ ...form, auditDays: 300 })).toEqual({
      ok: false,
      message: RETENTION_MESSAGES.auditRange,
    });
    expect(await saveRetentionPeriods({ ...form, draftsDays: 1.5 })).toEqual({
      ok: false,
      message: RETENTION_MESSAGES.draftsRange,
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
