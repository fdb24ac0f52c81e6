/**
 * CSV for the studio's books and for PDPA access requests (RFC 4180: quoted where needed, CRLF
 * lines), the same from the services' exports and the browser. Text cells a spreadsheet would run
 * as a formula (leading `=`, `+`, `-`, `@`, tab or carriage return) are prefixed with a quote.
 */
export function csvLine(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Spreadsheets read a file with this mark as UTF-8 (names are not all ASCII). */
export const csvByteOrderMark = '\uFEFF';

function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
