import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RedirectListScreen } from '../../../src/features/redirects/screens/RedirectListScreen';
import { storyApi } from '../../../src/mocks';
import { bothThemes } from '../../themes';
import { selectRecords, trashSelected, withToasts } from '../selectionStory';

/** The redirect list's selection mode: checkboxes on the rows, the bar, Move to trash with Undo. */
const meta = {
  title: 'Screens/Redirects/RedirectListSelection',
  component: RedirectListScreen,
  decorators: [withToasts],
  args: { params: {}, onParamsChange: fn(), onCreate: fn(), onEdit: fn(), timeZone: 'UTC' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RedirectListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const BOTH = ['redirect from /pricing-2025', 'redirect from /blog/spring-update'];

export const TwoSelected: Story = bothThemes({
  play: async ({ canvasElement }) => selectRecords(canvasElement, BOTH),
});

/** One POST /bulk/trash, one toast; its Undo restores both with one POST /trash/restoreMany. */
export const TrashTwoThenUndo: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await selectRecords(canvasElement, BOTH);
    await trashSelected(canvasElement, '2 redirects moved to the trash.');
    const api = storyApi(context);
    await expect(api.db.redirects).toHaveLength(0);
    await userEvent.click(within(document.body).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.db.redirects).toHaveLength(2));
    await expect(api.requests.find((r) => r.path === '/trash/restoreMany')?.body).toMatchObject({ type: 'redirect' });
    const list = await within(canvasElement).findByRole('list', { name: 'Redirects' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  },
};
