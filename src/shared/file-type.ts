/**
 * The one rule for uploaded files, applied by the application form when a file is picked and by the
 * API when it arrives: a PDF, JPEG or PNG judged by its first bytes, which its name and declared type
 * must agree with. Browser-safe.
 */

/** A type a file's bytes showed, with the extension it is stored under. */
export interface SniffedType {
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png';
  extension: '.pdf' | '.jpg' | '.png';
}

/** Bytes needed to decide. */
export const SNIFF_BYTES = 8;

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The type of a file from its first bytes, or undefined when it is not a PDF, JPEG or PNG. */
function sniffFileType(head: Uint8Array): SniffedType | undefined {
  if (startsWith(head, PDF)) return { mimeType: 'application/pdf', extension: '.pdf' };
  if (startsWith(head, PNG)) return { mimeType: 'image/png', extension: '.png' };
  if (startsWith(head, JPEG)) return { mimeType: 'image/jpeg', extension: '.jpg' };
  return undefined;
}

/** File-name endings each type may carry. */
const EXTENSIONS: Record<SniffedType['mimeType'], readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/**
 * Declared types that say nothing either way: what clients send when they do not know, and text/plain,
 * which the multipart parser reports for a part that declares no type at all.
 */
const UNSPECIFIED = new Set(['', 'application/octet-stream', 'text/plain']);

/**
 * Whether a file's name and declared type agree with what its bytes are. A PNG named deck.pdf, or a PDF
 * declared as text/html, is refused: whoever downloads it later goes by its name and type.
 */
function agreesWithDeclared(type: SniffedType, fileName: string, declaredType: string): boolean {
  const name = fileName.toLowerCase();
  const declared = declaredType.toLowerCase().split(';')[0]!.trim();
  const nameAgrees = EXTENSIONS[type.mimeType].some((ext) => name.endsWith(ext));
  const typeAgrees = UNSPECIFIED.has(declared) || declared === type.mimeType;
  return nameAgrees && typeAgrees;
}

/** The type a file is accepted as, or undefined when its bytes, name or declared type rule it out. */
export function acceptedFileType(head: Uint8Array, fileName: string, declaredType: string): SniffedType | undefined {
  const sniffed = sniffFileType(head);
  return sniffed && agreesWithDeclared(sniffed, fileName, declaredType) ? sniffed : undefined;
}
