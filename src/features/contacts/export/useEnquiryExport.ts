import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import { timeAtom } from '@/shared/time';
import type { Enquiry, EnquiryCategory } from '../types';
import { CSV_MIME, type DownloadFile } from './downloadFile';
import { enquiriesToCsv, fetchAllEnquiries } from './enquiryCsv';

/** "Export CSV" of a list's current filter (form, search, date window): every page through the API, then `download`. */
export function useEnquiryExport(
  category: EnquiryCategory | undefined,
  filter: { q?: string; since?: string },
  download: DownloadFile,
) {
  const client = useAtomValue(apiClientAtom);
  const now = useAtomValue(timeAtom).now;
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setExporting(true);
    setError(null);
    try {
      const rows = await fetchAllEnquiries(client, {
        enquiryCategory: category,
        q: filter.q || undefined,
        since: filter.since,
      });
      const csv = enquiriesToCsv(rows, category, now());
      download(csv.text, csv.fileName, CSV_MIME);
    } catch {
      setError('Failed to export contacts');
    } finally {
      setExporting(false);
    }
  };
  /** "Export selected to CSV": the picked rows (from any page), in the list's order, by the same CSV rules. */
  const exportRows = (rows: readonly Enquiry[], sort: 'newest' | 'oldest' = 'newest') => {
    const ordered = [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
    if (sort === 'newest') ordered.reverse();
    const csv = enquiriesToCsv(ordered, category, now());
    download(csv.text, csv.fileName, CSV_MIME);
  };
  return { exporting, error, run, exportRows, dismiss: () => setError(null) };
}
