/**
 * Checks of a picked file (docs/spec.md §5): at most 10 MB, and a PDF, JPEG or PNG by the same rule the
 * API applies (src/shared/file-type.ts), so a file the form accepts is never refused for its type later.
 */
import { MAX_FILE_BYTES } from '../../../shared/application-rules.ts';
import { SNIFF_BYTES, acceptedFileType, type SniffedType } from '../../../shared/file-type.ts';
import { APPLICATION_MESSAGES } from '../../../shared/messages/application.ts';

/** A picked file and the type it is accepted as (undefined: refused). */
export interface PickedFile {
  file: File;
  accepted: SniffedType | undefined;
}

/** Reads the first bytes of a picked file and judges it. */
export async function inspectFile(file: File): Promise<PickedFile> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return { file, accepted: acceptedFileType(head, file.name, file.type) };
}

/** The on-pick message ('Unsupported file type', 'File size exceeds 10MB') or undefined. */
export function pickError(picked: PickedFile): string | undefined {
  if (!picked.accepted) return APPLICATION_MESSAGES.fileTypeOnPick;
  return picked.file.size > MAX_FILE_BYTES ? APPLICATION_MESSAGES.fileTooLargeOnPick : undefined;
}

/** The on-submit message ('This file is required', 'Invalid file type', 'File exceeds 10MB limit') or undefined. */
export function submitFileError(picked: PickedFile | undefined, required: boolean): string | undefined {
  if (!picked) return required ? APPLICATION_MESSAGES.fileRequired : undefined;
  if (!picked.accepted) return APPLICATION_MESSAGES.fileType;
  return picked.file.size > MAX_FILE_BYTES ? APPLICATION_MESSAGES.fileTooLarge : undefined;
}

/** '2.4 MB', '830 KB': a file's size as a person reads it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
