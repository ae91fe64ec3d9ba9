/** A column of a CSV export: its header and how to read the cell from a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell. A cell a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets a leading
 * apostrophe (OWASP's CSV-injection advice); a cell with a comma, quote or line break is quoted, quotes doubled.
 */
export function csvCell(raw: string | number | null | undefined): string {
  let text = raw === null || raw === undefined ? '' : String(raw);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV text (CRLF line ends), with a UTF-8 byte-order mark so spreadsheets read accents correctly. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Parses CSV text written by `toCsv` (or any RFC 4180 text) back into rows of cells. */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && input[i + 1] === '\n') {
      // handled by the \n on the next step
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A file name safe on every OS, e.g. `footer-enquiries-2026-11-23.csv`. */
export function csvFileName(prefix: string, date: Date): string {
  return `${prefix}-${date.toISOString().slice(0, 10)}.csv`;
}
