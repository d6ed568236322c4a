/** Files for the application's file fields, made in memory. */

/** A minimal valid PDF. */
export const pdfFile = (name = 'pitch-deck.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
});

/** A PDF of 11 MB: over the 10 MB limit. */
export const elevenMegabytePdf = () => ({
  name: 'huge-deck.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)]),
});

/** A PNG image renamed .pdf: its name and declared type say PDF, its bytes say PNG. */
export const pngRenamedPdf = () => ({
  name: 'deck.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
});
