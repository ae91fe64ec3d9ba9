import { csvFileName, toCsv, type CsvColumn } from '@/lib/csv';
import type { ApiClient } from '@/shared/api/createApiClient';
import { listEnquiries } from '../api/listEnquiries';
import type { Enquiry, EnquiryCategory, EnquiryListParams } from '../types';

/** The export's columns, in the order of the list (the enquiry fields of docs/panel.md#records-on-screen). */
export const ENQUIRY_CSV_COLUMNS: readonly CsvColumn<Enquiry>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.emailId },
  { header: 'Phone', value: (row) => row.phoneNo },
  { header: 'Country', value: (row) => row.country },
  { header: 'Service', value: (row) => row.service },
  { header: 'Message', value: (row) => row.message },
  { header: 'Page', value: (row) => row.enquiryPage },
  { header: 'Channel', value: (row) => row.channel },
  { header: 'IP', value: (row) => row.ip },
  { header: 'Date', value: (row) => row.createdAt },
];

const FORM_NAMES: Record<EnquiryCategory, string> = { FOOTER: 'Footer', HEADER: 'Header', PAGE: 'Page' };
/** The list of every form's enquiries (/contacts/enquiries) exports which form each came from, first. */
const FORM_COLUMN: CsvColumn<Enquiry> = { header: 'Form', value: (row) => FORM_NAMES[row.enquiryCategory] };

/** Rows per request while exporting (the contract's maximum page size). */
export const EXPORT_PAGE_SIZE = 100;

/** Every enquiry of the current filter (category, search, sort), page by page, whatever page the screen shows. */
export async function fetchAllEnquiries(
  client: ApiClient,
  params: Omit<EnquiryListParams, 'page' | 'pageSize'>,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<Enquiry[]> {
  const rows: Enquiry[] = [];
  for (let page = 1; ; page++) {
    const result = await listEnquiries(client, { ...params, page, pageSize });
    rows.push(...result.items);
    if (result.items.length < pageSize || rows.length >= result.total) return rows;
  }
}

/** A finished export: the CSV text and its file name. */
export interface CsvExport {
  text: string;
  fileName: string;
}

/**
 * The CSV of an enquiry list, e.g. `footer-enquiries-2026-11-20.csv`; every form's list (no category) is
 * `enquiries-….csv` with a Form column first. Dates stay ISO 8601 for spreadsheets.
 */
export function enquiriesToCsv(rows: readonly Enquiry[], category: EnquiryCategory | undefined, now: Date): CsvExport {
  if (category)
    return {
      text: toCsv(rows, ENQUIRY_CSV_COLUMNS),
      fileName: csvFileName(`${category.toLowerCase()}-enquiries`, now),
    };
  return { text: toCsv(rows, [FORM_COLUMN, ...ENQUIRY_CSV_COLUMNS]), fileName: csvFileName('enquiries', now) };
}
