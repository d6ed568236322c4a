/**
 * The export's two formats, written a page at a time: CSV as spreadsheets read it safely, and a JSON array. One
 * module for every export (the endpoint's stream and the command's files).
 */

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A CSV cell: quoted when needed, and defused when a spreadsheet would read it as a formula. Not only
 * at the start: a program importing with another separator (semicolon, tab, pipe) or splitting lines
 * would start a new cell after any of those, so a formula character there gets the quote too.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A plain number (a negative score, say) cannot run as a formula: left as is, it stays a number.
  if (PLAIN_NUMBER.test(text)) return text;
  text = text.replace(/(^|[,;\t|\r\n])( *)(?=[=+\-@\t\r])/g, "$1$2'");
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV's first line: a UTF-8 BOM (so spreadsheets read the text right) and the header. */
export const csvHeader = (columns: string[]) => `\uFEFF${columns.map(csvCell).join(',')}\r\n`;

/** One CSV line for `record`, spreadsheet-safe, in the header's column order. */
export const csvLine = (record: Record<string, unknown>, columns: string[]) =>
  `${columns.map((c) => csvCell(record[c])).join(',')}\r\n`;

/** The JSON array opens with '[' and then each record, indented, on lines of its own. */
export const jsonItem = (record: Record<string, unknown>, first: boolean) =>
  `${first ? '\n' : ',\n'}${JSON.stringify(record, null, 2).replace(/^/gm, '  ')}`;

/** The end of the JSON array: `[]` when nothing was written. */
export const jsonEnd = (empty: boolean) => (empty ? ']\n' : '\n]\n');
