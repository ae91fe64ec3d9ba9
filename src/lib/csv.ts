/** A column of a CSV export: its header and how to read the cell from a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/**
 * A formula start (=, +, -, @, tab or CR, OWASP's list) at the beginning of the cell or of any part of it that a
 * spreadsheet or a naive reader might split off: after `;` (the separator of European locales), `,`, tab or a line
 * break, with any spaces before it.
 */
const FORMULA_IN_ANY_PART = /(^|[;,\t\r\n])([ \u00a0]*)(?=[=+\-@\t\r])/g;

/**
 * One CSV cell, always quoted (quotes doubled), so a reader that splits on `;` or `,` still sees one cell. A formula
 * at the start of the cell or of any `;`/`,`/tab/line-separated part of it gets an apostrophe in front (a spreadsheet
 * shows it as text): `a;=1+2;b` is written `"a;'=1+2;b"`.
 */
export function csvCell(raw: string | number | null | undefined): string {
  const text = raw === null || raw === undefined ? '' : String(raw);
  return `"${text.replace(FORMULA_IN_ANY_PART, "$1$2'").replace(/"/g, '""')}"`;
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
