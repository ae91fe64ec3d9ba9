import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NeedsAttention } from '../../../src/features/dashboard/components/NeedsAttention';
import type { DashboardSummary } from '../../../src/features/dashboard/types';
import { Card } from '../../../src/ui/Card';
import { bothThemes } from '../../themes';
import { navigate, renderLink } from '../routerStandIn';

const SUMMARY: DashboardSummary = {
  totalBlogs: 12,
  categories: 5,
  metaPages: 5,
  totalContacts: 13,
  contactMessages: 6,
  enquiries: 7,
  newContacts: 3,
  enquiriesLast7Days: 1,
  drafts: 2,
  scheduled: 1,
  trashed: 4,
  seoProblems: 2,
};
const CLEAR: DashboardSummary = {
  ...SUMMARY,
  newContacts: 0,
  enquiriesLast7Days: 0,
  drafts: 0,
  scheduled: 0,
  trashed: 0,
  seoProblems: 0,
};

/** The dashboard's Needs attention panel: every state, each count linked to its list already filtered to it. */
const meta = {
  title: 'Features/Dashboard/NeedsAttention',
  component: NeedsAttention,
  args: {
    summary: SUMMARY,
    onRetry: fn(),
    renderLink,
  },
  decorators: [
    (Story) => (
      <Card as="section" title="Needs attention" headingLevel={2} aria-label="Needs attention">
        {Story()}
      </Card>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof NeedsAttention>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counts: Story = bothThemes({
  play: async ({ canvas, userEvent }) => {
    const items = within(canvas.getByRole('list', { name: 'Needs attention' })).getAllByRole('listitem');
    await expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      '3 new contact messages',
      '1 enquiry in the last 7 days',
      '2 draft posts',
      '1 scheduled post',
      '2 pages with SEO problems',
      '4 items in the trash',
    ]);
    await expect(canvas.getByRole('link', { name: '1 enquiry in the last 7 days' })).toHaveAttribute(
      'href',
      '/contacts/enquiries?days=7',
    );
    await expect(canvas.getByRole('link', { name: '2 pages with SEO problems' })).toHaveAttribute('href', '/seo');
    await expect(canvas.getByRole('link', { name: '4 items in the trash' })).toHaveAttribute('href', '/trash');
    await expect(canvas.getByRole('link', { name: '2 draft posts' })).toHaveAttribute(
      'href',
      '/blog/list?status=draft',
    );
    await expect(canvas.getByRole('link', { name: '1 scheduled post' })).toHaveAttribute(
      'href',
      '/blog/list?status=scheduled',
    );
    await userEvent.click(canvas.getByRole('link', { name: '3 new contact messages' }));
    await expect(navigate).toHaveBeenCalledWith('/contacts/list?status=new');
  },
});

/** Zero counts are left out; one of each reads in the singular. */
export const OnlySome: Story = {
  args: { summary: { ...CLEAR, newContacts: 1, drafts: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: '1 new contact message' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1 draft post' })).toBeVisible();
    await expect(canvas.queryByText(/scheduled/)).toBeNull();
  },
};

export const AllClear: Story = bothThemes({
  args: { summary: CLEAR },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All clear')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

export const Loading: Story = bothThemes({
  args: { loading: true, summary: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading what needs attention' })).toBeVisible();
  },
});

export const Error: Story = bothThemes({
  args: { summary: undefined, error: 'Internal server error' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});
