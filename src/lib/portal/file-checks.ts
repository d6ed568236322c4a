/**
 * Checks of a picked file (spec section 5): at most 10 MB, and a PDF, JPEG or PNG. The type is judged
 * by the file's first bytes as well as its name and declared type, so a PNG renamed .pdf is refused
 * here rather than stored as something it is not. Limits and messages come from the shared rules.
 */
import {
  ALLOWED_FILE_TYPES,
  APPLICATION_MESSAGES,
  MAX_FILE_BYTES,
  pickedFileError,
} from '../../shared/application-rules.ts';

export type FileKind = (typeof ALLOWED_FILE_TYPES)[number];

/** Bytes needed to tell the three types apart. */
export const SNIFF_BYTES = 8;

const MAGIC: readonly [FileKind, readonly number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

const BY_EXTENSION: Record<string, FileKind> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/** The type a file's first bytes show, or undefined when it is none of the three. */
export function sniffKind(head: Uint8Array): FileKind | undefined {
  return MAGIC.find(([, magic]) => magic.every((byte, i) => head[i] === byte))?.[0];
}

/** The type a file claims to be: its declared type, else what its extension says. */
export function claimedKind(name: string, type: string): FileKind | undefined {
  if ((ALLOWED_FILE_TYPES as readonly string[]).includes(type)) return type as FileKind;
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? BY_EXTENSION[name.slice(dot).toLowerCase()] : undefined;
}

/** A picked file and what its bytes turned out to be. */
export interface PickedFile {
  file: File;
  sniffed: FileKind | undefined;
}

/** Reads the first bytes of a picked file. */
export async function inspectFile(file: File): Promise<PickedFile> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return { file, sniffed: sniffKind(head) };
}

function typeMismatch({ file, sniffed }: PickedFile): boolean {
  return sniffed === undefined || sniffed !== claimedKind(file.name, file.type);
}

/** The on-pick message ('Unsupported file type', 'File size exceeds 10MB') or undefined. */
export function pickError(picked: PickedFile): string | undefined {
  const byName = pickedFileError(picked.file);
  if (byName) return byName;
  return typeMismatch(picked) ? APPLICATION_MESSAGES.fileTypeOnPick : undefined;
}

/** The on-submit message ('This file is required', 'Invalid file type', 'File exceeds 10MB limit') or undefined. */
export function submitFileError(picked: PickedFile | undefined, required: boolean): string | undefined {
  if (!picked) return required ? APPLICATION_MESSAGES.fileRequired : undefined;
  if (pickedFileError(picked.file) === APPLICATION_MESSAGES.fileTypeOnPick || typeMismatch(picked)) {
    return APPLICATION_MESSAGES.fileType;
  }
  return picked.file.size > MAX_FILE_BYTES ? APPLICATION_MESSAGES.fileTooLarge : undefined;
}

/** '2.4 MB', '830 KB': a file's size as a person reads it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
