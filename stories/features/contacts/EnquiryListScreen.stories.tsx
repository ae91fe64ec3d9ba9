import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { EnquiryListScreen } from '../../../src/features/contacts/screens/EnquiryListScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { expectOfflineThenRetry } from '../offline';
import { bothThemes } from '../../themes';

/** The footer, header and page enquiry lists (/contacts/footer|header|page): every state. */
const meta = {
  title: 'Screens/Contacts/EnquiryListScreen',
  component: EnquiryListScreen,
  args: { category: 'FOOTER', params: {}, onParamsChange: fn(), download: fn(), timeZone: 'UTC' },
} satisfies Meta<typeof EnquiryListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = (parameters: DataStoryParameters) => parameters;

export const Footer: Story = bothThemes({
  play: async (context) => {
    const list = await context.canvas.findByRole('list', { name: 'Footer enquiries' });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(3);
    await expect(context.canvas.getByRole('heading', { name: 'Lucía Fernández' })).toBeVisible();
    const calls = storyApi(context).requests.filter((r) => r.path === '/api/enquiries/list');
    await expect(calls.every((r) => r.query.enquiryCategory === 'FOOTER')).toBe(true);
  },
});

export const Header: Story = {
  args: { category: 'HEADER' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Header enquiries' });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(2);
  },
};

export const Page: Story = {
  args: { category: 'PAGE' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Page enquiries' });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(3);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Footer enquiries' });
  },
};

export const Loading: Story = {
  parameters: api({ api: { scenario: 'loading' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading messages' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const EmptyFooter: Story = {
  parameters: api({ api: { scenario: 'empty' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No footer messages yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const EmptyHeader: Story = {
  args: { category: 'HEADER' },
  parameters: api({ api: { scenario: 'empty' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No header messages yet')).toBeVisible();
  },
};

export const EmptyPage: Story = {
  args: { category: 'PAGE' },
  parameters: api({ api: { scenario: 'empty' } }),
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No page messages yet')).toBeVisible();
  },
};

export const ListError: Story = {
  parameters: api({ api: { scenario: 'listError' } }),
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    await step('the error shows with Retry', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent('HTTP error! status: 500');
    });
    await step('Retry refetches once the server recovers', async () => {
      storyApi(context).setScenario('default');
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      await canvas.findByRole('list', { name: 'Footer enquiries' });
    });
  },
};

export const Refresh: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await canvas.findByRole('list', { name: 'Footer enquiries' });
    const before = storyApi(context).requests.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(storyApi(context).requests.length).toBe(before + 1));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Refresh' })).toBeEnabled());
  },
};

export const Searched: Story = {
  args: { params: { q: 'quote' } },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const list = await canvas.findByRole('list', { name: 'Footer enquiries' });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(1);
    const box = canvas.getByRole('searchbox', { name: 'Search enquiries' });
    await expect(box).toHaveValue('quote');
    const last = storyApi(context)
      .requests.filter((r) => r.path === '/api/enquiries/list')
      .at(-1);
    await expect(last?.query).toMatchObject({ q: 'quote', enquiryCategory: 'FOOTER' });
    await userEvent.clear(box);
    await userEvent.type(box, 'plan');
    await waitFor(() => expect(args.onParamsChange).toHaveBeenLastCalledWith({ q: 'plan', page: undefined }));
  },
};

export const NoSearchMatch: Story = {
  args: { params: { q: 'zzz' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No messages match this search')).toBeVisible();
  },
};

export const Paged: Story = {
  args: { params: { page: 2 }, pageSize: 1 },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const pager = await canvas.findByRole('navigation', { name: 'Pagination' });
    await expect(pager).toHaveTextContent('Page 2 of 3');
    await expect(canvas.getByRole('heading', { name: 'Tom Becker' })).toBeVisible();
    const last = storyApi(context)
      .requests.filter((r) => r.path === '/api/enquiries/list')
      .at(-1);
    await expect(last?.query).toMatchObject({ page: '2', pageSize: '1' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ page: 3 });
  },
};

/** No answer from the server at all (offline, server down): a readable message with Retry, no request text. */
export const Offline: Story = {
  parameters: api({ api: { scenario: 'offline' } }),
  play: (context) => expectOfflineThenRetry(context, 'Footer enquiries'),
};

/**
 * Every form's enquiries of the last 7 days (/contacts/enquiries?days=7, the dashboard's "enquiries in the last 7 days"):
 * the filter shows as "Received: Last 7 days" with a clear button, each row names its form.
 */
export const AllFormsLast7Days: Story = bothThemes({
  args: { category: undefined, params: { days: 7 } },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const list = await canvas.findByRole('list', { name: 'All enquiries' });
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(8));
    await expect(canvas.getByRole('heading', { level: 1, name: 'All Enquiries' })).toBeVisible();
    await expect(
      canvas.getByText("Enquiries sent from the website's footer, header and page forms received in the last 7 days."),
    ).toBeVisible();
    const filter = canvas.getByRole('group', { name: 'Date filter' });
    await expect(filter).toHaveTextContent('Received:Last 7 days');
    await expect(
      within(list)
        .getAllByText(/^Form: /)
        .map((fact) => fact.textContent?.split(' · ')[0]),
    ).toContain('Form: Header');
    const last = storyApi(context)
      .requests.filter((r) => r.path === '/api/enquiries/list')
      .at(-1);
    await expect(last?.query).toEqual({ page: '1', pageSize: '20', since: '2026-11-13T10:00:00.000Z' });
    await userEvent.click(within(filter).getByRole('button', { name: 'Clear filter: Last 7 days' }));
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ days: undefined, page: undefined });
  },
});

/** One form's list over the last 24 hours: the older footer enquiry (50 hours ago) is left out. */
export const FooterLast24Hours: Story = {
  args: { params: { days: 1 } },
  play: async (context) => {
    const list = await context.canvas.findByRole('list', { name: 'Footer enquiries' });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(2);
    await expect(context.canvas.getByRole('group', { name: 'Date filter' })).toHaveTextContent('Last 24 hours');
    const last = storyApi(context)
      .requests.filter((r) => r.path === '/api/enquiries/list')
      .at(-1);
    await expect(last?.query).toMatchObject({ enquiryCategory: 'FOOTER', since: '2026-11-19T10:00:00.000Z' });
  },
};

/** Nothing received in the window: says so (not "no messages yet"), the filter stays clearable. */
export const NoRecentEnquiries: Story = bothThemes({
  args: { category: undefined, params: { days: 7 } },
  parameters: api({ api: { scenario: 'empty' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No enquiries received in the last 7 days')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filter: Last 7 days' })).toBeVisible();
  },
});
