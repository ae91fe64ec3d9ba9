import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategoryListScreen } from '../../../src/features/categories/screens/CategoryListScreen';
import { storyApi } from '../../../src/mocks';
import { bothThemes } from '../../themes';
import { selectRecords, trashSelected, withToasts } from '../selectionStory';
import { withUnusedCategory } from './categoryStoryData';

/** The category list's selection mode: checkboxes, the bar, Move to trash (refused whole while posts use one). */
const meta = {
  title: 'Screens/Categories/CategoryListSelection',
  component: CategoryListScreen,
  decorators: [withToasts],
  args: { params: {}, onParamsChange: fn(), onCreate: fn(), onEdit: fn(), timeZone: 'UTC' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CategoryListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSelected: Story = bothThemes({
  play: async ({ canvasElement }) => selectRecords(canvasElement, ['Company News', 'Design']),
});

/** One category still has posts: the whole call is refused with the server's words, in the confirmation. */
export const TrashRefusedInUse: Story = {
  play: async (context) => {
    await selectRecords(context.canvasElement, ['Engineering']);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Move to trash' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Move 1 category to the trash?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to trash' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Category "Engineering" is used by/);
    await expect(storyApi(context).requests.filter((r) => r.path === '/bulk/trash')).toHaveLength(1);
  },
};

/** An unused category goes; one toast with Undo for it. */
export const TrashUnused: Story = {
  decorators: [withUnusedCategory],
  play: async ({ canvasElement }) => {
    await selectRecords(canvasElement, ['Case Studies']);
    await trashSelected(canvasElement, '1 category moved to the trash.');
  },
};
