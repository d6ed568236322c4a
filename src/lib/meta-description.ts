/** Longest meta description search engines show in full. */
const META_DESCRIPTION_MAX = 160;

/** `text` cut to `max` characters at a word boundary, with an ellipsis when anything was cut. */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  // One character is kept for the ellipsis; a word cut in the middle is dropped whole.
  let cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const atWordEnd = /[\s,.;:!?]/.test(clean[max - 1] ?? ' ');
  if (!atWordEnd && lastSpace > 0) cut = cut.slice(0, lastSpace);
  return `${cut.replace(/[\s,.;:!?-]+$/, '')}…`;
}
