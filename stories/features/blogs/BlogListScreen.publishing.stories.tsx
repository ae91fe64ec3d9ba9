import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyApi } from '../../../src/mocks';
import ListMeta from './BlogListScreen.stories';
import { imagesDecoded } from './blogStoryData';
import { withMixedStates } from './publishingStoryData';
import { bothThemes } from '../../themes';

const meta = {
  ...ListMeta,
  title: 'Screens/Blogs/BlogListScreen/Publishing',
  decorators: [withMixedStates],
} satisfies Meta<typeof ListMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (root: HTMLElement, title: string) =>
  within(root).getByRole('heading', { name: title }).closest('li') as HTMLElement;

const listRequests = (context: { id: string }) =>
  storyApi(context).requests.filter((request) => request.path === '/blogs/list');

/** Seeded posts with a featured image on the first page. */
const SEEDED_IMAGES = 8;

export const DraftAndScheduledBadges: Story = bothThemes({
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list');
    await expect(within(card(canvasElement, 'Ten Tips for Faster Page Loads')).getByText('Draft')).toBeVisible();
    await expect(
      within(card(canvasElement, 'Designing Forms People Finish')).getByText('Scheduled for Nov 25, 2026, 9:30 AM'),
    ).toBeVisible();
    // Its time has passed: the website shows it, and so does the panel.
    const past = card(canvasElement, 'Our Spring Product Update');
    await expect(within(past).queryByText(/^Scheduled for/)).toBeNull();
    await expect(within(past).queryByText('Draft')).toBeNull();
    await imagesDecoded(canvasElement, SEEDED_IMAGES);
  },
});

export const FilterByStatus: Story = {
  play: async (context) => {
    const { canvas, args, step } = context;
    await canvas.findByRole('list');
    await step('choosing Draft puts the status in the URL state and the request', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Draft');
      await expect(args.onParamsChange).toHaveBeenLastCalledWith({ status: 'draft', page: 1 });
      await waitFor(() =>
        expect(listRequests(context).at(-1)?.query).toEqual({ page: '1', pageSize: '12', status: 'draft' }),
      );
      await waitFor(() => expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
      await expect(canvas.getByText('1 post')).toBeVisible();
    });
    await step('Scheduled lists only the post still waiting', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Scheduled');
      await waitFor(() =>
        expect(within(canvas.getByRole('list')).getByText('Scheduled for Nov 25, 2026, 9:30 AM')).toBeVisible(),
      );
      await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    });
    await step('All statuses clears it', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'All statuses');
      await expect(args.onParamsChange).toHaveBeenLastCalledWith({ status: undefined, page: 1 });
    });
  },
};

export const ViewScheduled: Story = bothThemes({
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list');
    await userEvent.click(canvas.getByRole('button', { name: 'View Designing Forms People Finish' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByText('Scheduled for Nov 25, 2026, 9:30 AM')).toBeVisible();
    await imagesDecoded(canvasElement, SEEDED_IMAGES + 1);
  },
});

export const ViewDraft: Story = bothThemes({
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list');
    await userEvent.click(canvas.getByRole('button', { name: 'View Ten Tips for Faster Page Loads' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByText('Draft')).toBeVisible();
    await imagesDecoded(canvasElement, SEEDED_IMAGES + 1);
  },
});
