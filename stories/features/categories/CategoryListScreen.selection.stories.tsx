import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/**
 * Two categories in use and one unused: the refusal names both in use, and the confirmation offers to move the other
 * one alone (issue 33 item 9).
 */
export const TrashRefusedNamesEveryBlocker: Story = bothThemes({
  decorators: [withUnusedCategory],
  play: async (context) => {
    await selectRecords(context.canvasElement, ['Design', 'Engineering', 'Case Studies']);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Move to trash' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Move 3 categories to the trash?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to trash' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(/Category "Design" is used by \d+ blog posts?\./);
    await expect(alert).toHaveTextContent(/Category "Engineering" is used by \d+ blog posts?\./);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move the other one to the trash' }));
    await waitFor(() =>
      expect(within(document.body).getByText('1 category moved to the trash.', { selector: 'li p' })).toBeVisible(),
    );
    const calls = storyApi(context).requests.filter((r) => r.path === '/bulk/trash');
    await expect(calls.map((call) => (call.body as { ids: number[] }).ids.length)).toEqual([3, 1]);
  },
});

/** An unused category goes; one toast with Undo for it. */
export const TrashUnused: Story = {
  decorators: [withUnusedCategory],
  play: async ({ canvasElement }) => {
    await selectRecords(canvasElement, ['Case Studies']);
    await trashSelected(canvasElement, '1 category moved to the trash.');
  },
};
