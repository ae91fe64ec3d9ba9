import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BlogListScreen } from '../../../src/features/blogs/screens/BlogListScreen';
import { bothThemes } from '../../themes';
import { selectRecords, trashSelected, withToasts } from '../selectionStory';

/** The blog list's selection mode: checkboxes on the cards, the bar, Move to trash. */
const meta = {
  title: 'Screens/Blogs/BlogListSelection',
  component: BlogListScreen,
  decorators: [withToasts],
  args: { params: {}, onParamsChange: fn(), onCreate: fn(), onEdit: fn(), timeZone: 'UTC' },
} satisfies Meta<typeof BlogListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneSelected: Story = bothThemes({
  play: async ({ canvasElement }) => selectRecords(canvasElement, ['Ten Tips for Faster Page Loads']),
});

export const TrashOne: Story = {
  play: async ({ canvasElement }) => {
    await selectRecords(canvasElement, ['Ten Tips for Faster Page Loads']);
    await trashSelected(canvasElement, '1 blog post moved to the trash.');
  },
};
