import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ActivityType } from '../../../src/features/dashboard/types';
import { DashboardScreen } from '../../../src/features/dashboard/screens/DashboardScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { bothThemes } from '../../themes';
import { chartsDrawn } from './chartsDrawn';

const href = (type: ActivityType, id: string) => `/${type}/edit/${id}`;

/** The dashboard (/dashboard): counts from the store, sample charts, the server's activity; every state. */
const meta = {
  title: 'Screens/Dashboard/DashboardScreen',
  component: DashboardScreen,
  parameters: { layout: 'fullscreen' },
  args: { skeletonMs: 0, getRecordHref: href, timeZone: 'UTC' },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = (parameters: DataStoryParameters) => parameters;
const columnsOf = (element: Element) => getComputedStyle(element).gridTemplateColumns.split(' ').length;
/** The grid holding the four stat cards: the first ancestor of a card title with four children. */
function statGrid(canvasElement: HTMLElement) {
  let element = within(canvasElement).getByText('Total Blogs').parentElement!;
  while (element.children.length < 4) element = element.parentElement!;
  return element;
}

/** Waits for the activity list and both lazily loaded charts, so the screenshot is the finished page. */
async function settled({ canvasElement }: { canvasElement: HTMLElement }) {
  await within(canvasElement).findByRole('list', { name: 'Recent activity' });
  await chartsDrawn(canvasElement);
}

export const Loaded: Story = bothThemes({
  play: async (context) => {
    const { canvas, step } = context;
    const db = storyApi(context).db;
    await step('greeting and the four counts with their change labels', async () => {
      await expect(canvas.getByText("Welcome back! Here's what's happening with your admin panel.")).toBeVisible();
      const total = String(db.enquiries.length + db.contacts.length);
      await canvas.findByText(total);
      for (const [title, change] of [
        ['Total Blogs', '+12%'],
        ['Categories', '+5%'],
        ['Meta Pages', '+8%'],
        ['Total Contacts', '+23%'],
      ]) {
        const card = canvas.getByText(title!).parentElement!;
        await expect(card).toHaveTextContent(`${change} from last month`);
      }
      await expect(canvas.getByText('Total Blogs').parentElement).toHaveTextContent(String(db.blogs.length));
    });
    await step('needs attention: counts from the server, each linked to its filtered list', async () => {
      // The dashboard renders in slices after its skeleton (docs/panel.md#dashboard): wait for each part.
      const panel = within(await canvas.findByRole('list', { name: 'Needs attention' }));
      const fresh = db.contacts.filter((contact) => contact.status === 'new').length;
      const link = panel.getByRole('link', { name: new RegExp(`^${fresh} new contact messages?$`) });
      await expect(link).toHaveAttribute('href', '/contacts/list?status=new');
    });
    await step('the two sample charts, labelled', async () => {
      await expect(canvas.getByRole('heading', { name: 'Visitor Analytics' })).toBeVisible();
      await expect(canvas.getByText('Last 6 months')).toBeVisible();
      await expect(canvas.getByRole('heading', { name: 'Blog Performance' })).toBeVisible();
      await expect(canvas.getByText('This month')).toBeVisible();
      await expect(canvas.getAllByText('Sample figures: the panel has no analytics source yet.')).toHaveLength(2);
      await chartsDrawn(context.canvasElement);
    });
    await step('recent activity from the server, linked to records', async () => {
      const list = await canvas.findByRole('list', { name: 'Recent activity' });
      await expect(within(list).getAllByRole('listitem')).toHaveLength(db.activity.length);
      const link = within(list).getByRole('link', { name: /Contact message from Lukas Novak marked replied/ });
      await expect(link).toHaveAttribute('href', '/contact/edit/4');
      await expect(within(list).getByText('2 days ago')).toBeVisible();
    });
  },
});

export const DesktopFourColumns: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async (context) => {
    const { canvasElement } = context;
    await settled(context);
    await expect(columnsOf(statGrid(canvasElement))).toBe(4);
  },
};

export const MobileTwoColumns: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async (context) => {
    const { canvasElement } = context;
    await settled(context);
    await expect(columnsOf(statGrid(canvasElement))).toBe(2);
  },
};

export const Empty: Story = {
  parameters: api({ api: { scenario: 'empty' } }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('No activity yet')).toBeVisible();
    await chartsDrawn(canvasElement);
    await expect(canvas.getByText('Total Contacts').parentElement).toHaveTextContent('0');
    await expect(canvas.getByText('All clear')).toBeVisible();
  },
};

export const CountsAndActivityFail: Story = {
  parameters: api({ api: { scenario: 'listError' } }),
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    await step('every failure shows with Retry: counts, needs attention, activity, schedule', async () => {
      // The Schedule card replaces its skeleton last (its own slice): wait for each card's alert, not a count that
      // a fast run reaches before the last card is drawn.
      for (const card of ['Needs attention', 'Recent Activity', 'Schedule']) {
        const region = canvas.getByRole('region', { name: card });
        await waitFor(() => expect(within(region).getByRole('alert')).toBeVisible());
      }
      // the fourth is the counts' banner above the page
      await expect(canvas.getAllByRole('alert')).toHaveLength(4);
    });
    await step('Retry refetches once the server recovers', async () => {
      storyApi(context).setScenario('default');
      await userEvent.click(canvas.getAllByRole('button', { name: 'Retry' })[0]!);
      await settled(context);
      await waitFor(() => expect(canvas.queryAllByRole('alert')).toHaveLength(0));
    });
  },
};
