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
    expect(text).toBe('\uFEFFName,Note,Count\r\nAna,,2\r\n');
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

  it('leaves ordinary text alone', () => {
    expect(csvCell('hello')).toBe('hello');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(undefined)).toBe('');
  });

  it('names the file after the day', () => {
    expect(csvFileName('footer-enquiries', new Date('2026-11-23T10:00:00Z'))).toBe('footer-enquiries-2026-11-23.csv');
  });
});
