import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import { clockAtom } from '@/shared/clock';
import type { EnquiryCategory } from '../types';
import { CSV_MIME, type DownloadFile } from './downloadFile';
import { enquiriesToCsv, fetchAllEnquiries } from './enquiryCsv';

/** "Export CSV" of a category's current search: every page through the API, then `download`. */
export function useEnquiryExport(category: EnquiryCategory, q: string | undefined, download: DownloadFile) {
  const client = useAtomValue(apiClientAtom);
  const now = useAtomValue(clockAtom);
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setExporting(true);
    setError(null);
    try {
      const rows = await fetchAllEnquiries(client, { enquiryCategory: category, q: q || undefined });
      const csv = enquiriesToCsv(rows, category, now());
      download(csv.text, csv.fileName, CSV_MIME);
    } catch {
      setError('Failed to export contacts');
    } finally {
      setExporting(false);
    }
  };
  return { exporting, error, run, dismiss: () => setError(null) };
}
