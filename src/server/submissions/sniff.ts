/** File types accepted in submissions, judged by their first bytes (never by name or declared type alone). */
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
export function sniffFileType(head: Uint8Array): SniffedType | undefined {
  if (startsWith(head, PDF)) return { mimeType: 'application/pdf', extension: '.pdf' };
  if (startsWith(head, PNG)) return { mimeType: 'image/png', extension: '.png' };
  if (startsWith(head, JPEG)) return { mimeType: 'image/jpeg', extension: '.jpg' };
  return undefined;
}
