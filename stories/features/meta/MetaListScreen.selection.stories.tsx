import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MetaListScreen } from '../../../src/features/meta/screens/MetaListScreen';
import { bothThemes } from '../../themes';
import { selectRecords, trashSelected, withToasts } from '../selectionStory';

/** The meta list's selection mode: checkboxes on the cards, the bar, Move to trash. */
const meta = {
  title: 'Screens/Meta/MetaListSelection',
  component: MetaListScreen,
  decorators: [withToasts],
  args: { params: {}, onParamsChange: fn(), onCreate: fn(), onEdit: fn(), timeZone: 'UTC' },
} satisfies Meta<typeof MetaListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSelected: Story = bothThemes({
  play: async ({ canvasElement }) => selectRecords(canvasElement, ['Home', 'About Us']),
});

export const TrashTwo: Story = {
  play: async ({ canvasElement }) => {
    await selectRecords(canvasElement, ['Home', 'About Us']);
    await trashSelected(canvasElement, '2 meta pages moved to the trash.');
  },
};
