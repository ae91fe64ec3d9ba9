import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, parseCsv, toCsv } from '../../src/lib/csv';

interface Row {
  name: string;
  note: string | null;
  count: number;
}
const columns = [
  { header: 'Name', value: (r: Row) => r.name },
  { header: 'Note', value: (r: Row) => r.note },
  { header: 'Count', value: (r: Row) => r.count },
];

describe('csv export', () => {
  it('starts with a UTF-8 byte-order mark and ends lines with CRLF', () => {
    const text = toCsv([{ name: 'Ana', note: null, count: 2 }], columns);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toBe('\uFEFF"Name","Note","Count"\r\n"Ana","","2"\r\n');
  });

  it('quotes commas, quotes and line breaks, and round-trips them', () => {
    const rows: Row[] = [
      { name: 'Doe, Jane', note: 'She said "hi"', count: 1 },
      { name: 'Line\nBreak', note: 'Crème brûlée — ünïcödé', count: 0 },
    ];
    const parsed = parseCsv(toCsv(rows, columns));
    expect(parsed).toEqual([
      ['Name', 'Note', 'Count'],
      ['Doe, Jane', 'She said "hi"', '1'],
      ['Line\nBreak', 'Crème brûlée — ünïcödé', '0'],
    ]);
  });

  it.each(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd'])(
    'guards %j against formula injection',
    (v) => {
      expect(csvCell(v).replace(/^"|"$/g, '').startsWith("'")).toBe(true);
    },
  );

  it('quotes every cell and leaves ordinary text alone inside the quotes', () => {
    expect(csvCell('hello')).toBe('"hello"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell('a;b, c')).toBe('"a;b, c"');
  });

  // A spreadsheet that splits on ";" (European locales) or a naive split on "," or a line break sees each part as a
  // cell of its own: a formula at the start of any part must be neutralised, not only at the start of the cell.
  it.each([
    ['a;=1+2;b', "a;'=1+2;b"],
    ['a,=1+2,b', "a,'=1+2,b"],
    ['x;+1;y', "x;'+1;y"],
    ['x; -2+3', "x; '-2+3"],
    ['x;@SUM(A1)', "x;'@SUM(A1)"],
    ['x;\t=cmd', "x;'\t'=cmd"], // the tab is a formula start and, to a TSV reader, a separator
    ['x\n=HYPERLINK("http://evil")', 'x\n\'=HYPERLINK(""http://evil"")'],
    ['=a;=b,=c', "'=a;'=b,'=c"],
  ])('neutralises a formula at the start of any part of %j', (value, written) => {
    expect(csvCell(value)).toBe(`"${written}"`);
    for (const part of csvCell(value)
      .slice(1, -1)
      .split(/[;,\r\n]/)) {
      expect(part.trimStart(), part).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('leaves separators that start no formula alone', () => {
    expect(csvCell('Doe, Jane; 1 kg')).toBe('"Doe, Jane; 1 kg"');
  });

  it('names the file after the day', () => {
    expect(csvFileName('footer-enquiries', new Date('2026-11-23T10:00:00Z'))).toBe('footer-enquiries-2026-11-23.csv');
  });
});
