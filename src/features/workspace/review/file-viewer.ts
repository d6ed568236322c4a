/**
 * The file of the open application shown in the page (the pitch deck first, another on request): its bytes fetched
 * with the session, shown only as a PDF or an image, anything else handed over as a download. Effects (the API, the
 * browser's object and data: URLs) are injected, so the viewer is tested without a browser.
 */
import { atom } from 'nanostores';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { WORKSPACE_READS } from '../../../shared/messages/workspace.ts';
import type { SubmissionDetail } from '../../../shared/organiser-schemas.ts';
import type { SessionEffects } from '../common/read.ts';

type StoredFile = SubmissionDetail['submission']['files'][number];

export interface FileViewerEffects extends SessionEffects {
  /** The file's bytes; an error answer throws ApiRequestError (with the server's message when it sent one). */
  getFile(token: string, applicationId: string, fileId: string): Promise<Blob>;
  /** The application the file belongs to: the one open. */
  openId(): string;
  objectUrl(blob: Blob): string;
  revokeObjectUrl(url: string): void;
  /** The bytes as a data: URL; rejects when they cannot be read. */
  dataUrl(blob: Blob): Promise<string>;
}

/**
 * The file being shown: an object URL for images and downloads, for a PDF also a data: URL for the in-page frame
 * (which gives the frame an opaque origin, so the deck can never reach this page); `link` is the file's own
 * (signed) address for "Open the deck in a new tab"; or an error to show.
 */
export interface ShownFile {
  url: string;
  frameUrl: string;
  link: string;
  mimeType: string;
  error: string;
}

/** The only types a file is ever shown as; anything else is handed over as bytes, never rendered. */
const SHOWN_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

export function createFileViewer(effects: FileViewerEffects) {
  const $deck = atom<ShownFile | null>(null);

  const failed = (file: StoredFile, error: string) =>
    $deck.set({ url: '', frameUrl: '', link: '', mimeType: file.mimeType, error });

  /** Loads a file of the open application for the viewer; a 401 ends the session and shows nothing new. */
  async function open(file: StoredFile): Promise<void> {
    const token = effects.token();
    if (!token) return;
    const previous = $deck.get();
    if (previous?.url) effects.revokeObjectUrl(previous.url);
    // Typed from the list, never from the response: the bytes can only ever be shown as a PDF or an image.
    const type = SHOWN_TYPES.has(file.mimeType) ? file.mimeType : 'application/octet-stream';
    let blob: Blob;
    try {
      blob = new Blob([await effects.getFile(token, effects.openId(), file.id)], { type });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return effects.endSession(error.data.message);
      if (error instanceof ApiRequestError) {
        return failed(file, error.data.message ?? WORKSPACE_READS.file.failed(error.status));
      }
      return failed(file, error instanceof Error ? error.message : String(error));
    }
    let frameUrl = '';
    if (type === 'application/pdf') {
      try {
        frameUrl = await effects.dataUrl(blob);
      } catch {
        return failed(file, WORKSPACE_READS.file.unreadable);
      }
    }
    $deck.set({ url: effects.objectUrl(blob), frameUrl, link: file.url, mimeType: type, error: '' });
  }

  return { $deck, open };
}
