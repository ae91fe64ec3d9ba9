import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { EnquiryListScreen } from '../../../src/features/contacts/screens/EnquiryListScreen';
import { parseCsv } from '../../../src/lib/csv';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';

/** "Export CSV": every page of the current filter, fetched through the API, as RFC 4180 CSV with a BOM. */
const meta = {
  title: 'Screens/Contacts/EnquiryExport',
  component: EnquiryListScreen,
  args: { category: 'PAGE', params: {}, onParamsChange: fn(), download: fn(), timeZone: 'UTC' },
  parameters: { api: { csvEdgeCases: true } } satisfies DataStoryParameters,
} satisfies Meta<typeof EnquiryListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const HEADER = ['Name', 'Email', 'Phone', 'Country', 'Service', 'Message', 'Page', 'Channel', 'IP', 'Date'];

/** The rows the in-memory API holds for this category, newest first, as the export writes them. */
function expectedRows(context: { id: string }) {
  return storyApi(context)
    .db.enquiries.filter((row) => row.enquiryCategory === 'PAGE')
    .sort((a, b) => b.createdDate - a.createdDate)
    .map((row) => [
      row.name,
      row.emailId,
      row.phoneNo ?? '',
      row.country ?? '',
      row.service ?? '',
      row.message,
      row.enquiryPage ?? '',
      row.channel ?? '',
      row.ip ?? '',
      new Date(row.createdDate).toISOString(),
    ]);
}

/** What a spreadsheet shows for a cell: the formula guard's apostrophe is dropped again. */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

export const ExportsAllPagesAsCsv: Story = {
  args: { pageSize: 2 },
  play: async (context) => {
    const { canvas, userEvent, args, step } = context;
    await canvas.findByRole('navigation', { name: 'Pagination' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(args.download).toHaveBeenCalledTimes(1));
    const [text, fileName, mime] = (args.download as ReturnType<typeof fn>).mock.calls[0] as [string, string, string];
    await step('a UTF-8 CSV file named after the category and the day', async () => {
      await expect(fileName).toBe('page-enquiries-2026-11-20.csv');
      await expect(mime).toBe('text/csv;charset=utf-8');
      await expect(text.startsWith('\uFEFF')).toBe(true);
      await expect(text).toContain('\r\n');
    });
    await step('every row of every page, quoted and guarded', async () => {
      const [header, ...rows] = parseCsv(text);
      await expect(header).toEqual(HEADER);
      await expect(rows.map((row) => row.map(unguard))).toEqual(expectedRows(context));
      const tricky = rows.find((row) => row[0]?.includes('Jay'));
      await expect(tricky?.[0]).toBe('Doe, "Jay"\nJunior');
      await expect(tricky?.[4]).toBe('\'=HYPERLINK("http://evil.example","x")');
      const formula = rows.find((row) => row[1] === 'formula@example.com');
      await expect(formula?.slice(0, 5)).toEqual([
        "'=cmd|calc",
        'formula@example.com',
        "'-42",
        "'@Home",
        "'+SUM(A1:A2)",
      ]);
    });
    await step('fetched page by page through the API, with the maximum page size', async () => {
      const calls = storyApi(context).requests.filter(
        (r) => r.path === '/api/enquiries/list' && r.query.pageSize === '100',
      );
      await expect(calls.map((r) => r.query.enquiryCategory)).toEqual(['PAGE']);
    });
  },
};

export const ExportsTheSearch: Story = {
  args: { params: { q: 'jay' } },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await canvas.findByRole('heading', { name: /Jay/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(args.download).toHaveBeenCalledTimes(1));
    const [text] = (args.download as ReturnType<typeof fn>).mock.calls[0] as [string];
    const rows = parseCsv(text).slice(1);
    await expect(rows.map((row) => row[0])).toEqual(['Doe, "Jay"\nJunior']);
  },
};

export const ExportFails: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await canvas.findByRole('list', { name: 'Page enquiries' });
    storyApi(context).setScenario('listError');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByText('Failed to export contacts')).toBeVisible();
    await expect(args.download).not.toHaveBeenCalled();
  },
};
