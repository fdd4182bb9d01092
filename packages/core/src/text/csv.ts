/** One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break. */
export function csvCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * A CSV file people open in a spreadsheet (lead and audit exports): a header row, CRLF lines,
 * and any cell a spreadsheet would run as a formula (=, +, -, @, tab or CR first) made text
 * with a leading apostrophe, so a shopper's 'name' cannot run on the dealer's computer.
 */
export function toSpreadsheetCsv(header: readonly string[], rows: readonly (readonly string[])[]) {
  const line = (cells: readonly string[]) =>
    cells.map((cell) => csvCell(/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)).join(',');
  return `${[header, ...rows].map(line).join('\r\n')}\r\n`;
}
