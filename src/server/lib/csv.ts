/**
 * CSV for spreadsheets (RFC 4180): a UTF-8 BOM so Excel reads the text as UTF-8, CRLF lines,
 * a field quoted when it holds a comma, quote or line break (quotes doubled), and a text that
 * a spreadsheet would run as a formula (= + - @ at its start) prefixed with an apostrophe.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A document: the header row, then one line per row, in the columns' order. */
export function toCsv<Row>(columns: readonly (keyof Row & string)[], rows: readonly Row[]): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c] as CsvCell)).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
