import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TrashScreen } from '../../../src/features/trash/screens/TrashScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { bothThemes } from '../../themes';
import { StatefulTrash } from './trashStory';
import { withToasts, withTrash } from './trashStoryData';

const meta = {
  title: 'Screens/Trash/TrashScreen',
  component: TrashScreen,
  render: (args) => <StatefulTrash {...args} />,
  decorators: [withTrash, withToasts],
  args: { params: {}, onParamsChange: fn(), timeZone: 'UTC' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TrashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const data = (parameters: DataStoryParameters) => parameters;
const rows = (canvas: StoryContext['canvas']) =>
  within(canvas.getByRole('list', { name: 'Trashed items' })).getAllByRole('listitem');

/**
 * One record of each type, newest deletion first: type, label, who deleted it ("Admin", the name rule of cards and
 * views, not the stored "admin") and when, when it goes for good.
 */
export const Loaded: Story = bothThemes({
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Trashed items' });
    const items = within(list).getAllByRole('listitem');
    const types = ['Blog post', 'Category', 'Meta page', 'Enquiry', 'Contact message'];
    await expect(items).toHaveLength(types.length);
    for (const [i, type] of types.entries()) await expect(within(items[i]!).getByText(type)).toBeVisible();
    await expect(within(items[1]!).getByRole('heading', { name: 'Case Studies' })).toBeVisible();
    const first = items[0]!;
    await expect(first).toHaveTextContent(/Deleted .+ by Admin ·/);
    await expect(first).toHaveTextContent('Deleted forever on');
    await expect(canvas.getByText('5 items')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Empty trash' })).toBeEnabled();
  },
});

export const Loading: Story = bothThemes({
  parameters: { ...data({ api: { scenario: 'loading' } }), trash: 'none' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the trash' })).toBeVisible();
  },
});

export const Empty: Story = bothThemes({
  parameters: { trash: 'none' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The trash is empty')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Empty trash' })).toBeDisabled());
  },
});

export const NoMatches: Story = {
  args: { params: { q: 'no such thing' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing in the trash matches')).toBeVisible();
  },
};

export const LoadError: Story = bothThemes({
  parameters: data({ api: { scenario: 'listError' } }),
  play: async (context) => {
    const { canvas } = context;
    await expect(await canvas.findByText('HTTP error! status: 500')).toBeVisible();
    storyApi(context).setScenario('default');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    storyApi(context).setScenario('listError');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible();
  },
});

export const FilterAndSearch: Story = {
  play: async ({ canvas, args, step }) => {
    await canvas.findByRole('list', { name: 'Trashed items' });
    await step('the type filter', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'Meta page');
      await expect(args.onParamsChange).toHaveBeenLastCalledWith({ type: 'meta' });
      await waitFor(() => expect(rows(canvas)).toHaveLength(1));
      await expect(rows(canvas)[0]).toHaveTextContent('Meta page');
    });
    await step('search within every type', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'All types');
      const label = within(rows(canvas)[0]!).getByRole('heading').textContent ?? '';
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the trash' }), label);
      await waitFor(() => expect(args.onParamsChange).toHaveBeenLastCalledWith({ q: label }));
      await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    });
  },
};

export const Paging: Story = {
  args: { pageSize: 2 },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('list', { name: 'Trashed items' });
    await expect(rows(canvas)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByText('Page 2 of 3')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ page: 3 });
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    await expect(rows(canvas)[0]).toHaveTextContent('Contact message');
  },
};
