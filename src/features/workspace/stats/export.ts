/**
 * /organiser/stats: downloading every application as CSV or JSON, a write like any other (stores/write.ts): the
 * buttons are busy while the server prepares the file, and a failure is said on the status line. Effects (the
 * download with the session) are injected, so the flow is tested without a browser.
 */
import { atom } from 'nanostores';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { WORKSPACE_MESSAGES } from '../../../shared/messages/workspace.ts';
import { createWrite } from '../../../stores/write.ts';

export type ExportFormat = 'csv' | 'json';

export interface ExportEffects {
  /** Fetches the export and hands it to the browser as a download; an error answer throws ApiRequestError. */
  download(format: ExportFormat): Promise<void>;
}

export function createExport(effects: ExportEffects) {
  /** The format of the export under way, or last asked for. */
  const $format = atom<ExportFormat | null>(null);

  const write = createWrite(async (format: ExportFormat) => {
    $format.set(format);
    try {
      await effects.download(format);
      return { ok: true, message: '' };
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      return { ok: false, message: error.data.message ?? WORKSPACE_MESSAGES.exportFailed(error.status) };
    }
  });

  return { $format, $write: write.$write, download: write.run };
}
