import { describe, expect, it } from 'vitest';
import { enquiriesToCsv, fetchAllEnquiries } from '../../../src/features/contacts/export/enquiryCsv';
import { canMarkReplied, CONTACT_STATUS_TONE, statusAfterView } from '../../../src/features/contacts/status';
import { parseCsv } from '../../../src/lib/csv';
import { createMockStore } from '../../../src/mocks';
import { apiClientAtom } from '../../../src/shared/api/apiClientAtom';

describe('enquiry CSV export', () => {
  it('fetches every page of the filter, page by page, until the total is reached', async () => {
    const { store, api } = createMockStore({ csvEdgeCases: true });
    const rows = await fetchAllEnquiries(store.get(apiClientAtom), { enquiryCategory: 'PAGE' }, 2);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((row) => row.id)).size).toBe(5);
    expect(api.requests.map((r) => r.query.page)).toEqual(['1', '2', '3']);
    expect(api.requests.every((r) => r.query.enquiryCategory === 'PAGE' && r.query.pageSize === '2')).toBe(true);
  });

  it('keeps the search in every page request', async () => {
    const { store, api } = createMockStore();
    const rows = await fetchAllEnquiries(store.get(apiClientAtom), { enquiryCategory: 'FOOTER', q: 'quote' });
    expect(rows.map((row) => row.name)).toEqual(['Lucía Fernández']);
    expect(api.requests[0]?.query).toMatchObject({ q: 'quote', page: '1', pageSize: '100' });
  });

  it('writes a parseable CSV named after the category and day', async () => {
    const { store } = createMockStore({ csvEdgeCases: true });
    const rows = await fetchAllEnquiries(store.get(apiClientAtom), { enquiryCategory: 'PAGE' });
    const csv = enquiriesToCsv(rows, 'PAGE', new Date('2026-11-20T10:00:00Z'));
    expect(csv.fileName).toBe('page-enquiries-2026-11-20.csv');
    const [, ...cells] = parseCsv(csv.text);
    expect(cells.map((row) => row[0])).toContain('Doe, "Jay"\nJunior');
    expect(cells.map((row) => row[0])).toContain("'=cmd|calc");
  });
});

describe("the export of every form's enquiries", () => {
  it("names each row's form in a first Form column, in a file named enquiries-<day>.csv", async () => {
    const { store } = createMockStore();
    const rows = await fetchAllEnquiries(store.get(apiClientAtom), { since: '2026-11-19T10:00:00.000Z' });
    const csv = enquiriesToCsv(rows, undefined, new Date('2026-11-20T10:00:00Z'));
    expect(csv.fileName).toBe('enquiries-2026-11-20.csv');
    const [header, ...cells] = parseCsv(csv.text);
    expect(header?.slice(0, 2)).toEqual(['Form', 'Name']);
    expect(cells.map((row) => row[0]).sort()).toEqual(['Footer', 'Footer', 'Header', 'Page']);
  });
});

describe('contact status rules (docs/panel.md#states)', () => {
  it('View moves only new to read; Mark Replied stops once replied; tones', () => {
    expect([statusAfterView('new'), statusAfterView('read'), statusAfterView('replied')]).toEqual(['read', null, null]);
    expect([canMarkReplied('new'), canMarkReplied('read'), canMarkReplied('replied')]).toEqual([true, true, false]);
    expect(CONTACT_STATUS_TONE).toEqual({ new: 'blue', read: 'grey', replied: 'green' });
  });
});
