import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContactListScreen } from '../../../src/features/contacts/screens/ContactListScreen';
import { storyApi } from '../../../src/mocks';
import { bothThemes } from '../../themes';
import { selectRecords, withToasts } from '../selectionStory';

/** The inbox's selection mode: Mark as Read / Mark as Replied (never backwards) and Move to trash. */
const meta = {
  title: 'Screens/Contacts/ContactListSelection',
  component: ContactListScreen,
  decorators: [withToasts],
  args: { params: {}, onParamsChange: fn(), skeletonMs: 0, timeZone: 'UTC' },
} satisfies Meta<typeof ContactListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_AND_REPLIED = ['message from Hannah Schmidt', 'message from Lukas Novak'];

export const TwoSelected: Story = bothThemes({
  play: async ({ canvasElement }) => selectRecords(canvasElement, NEW_AND_REPLIED),
});

/** Mark as Read sends only the message still new; the replied one never goes back. */
export const MarkAsRead: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await selectRecords(canvasElement, NEW_AND_REPLIED);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mark as Read' }));
    await waitFor(() =>
      expect(within(document.body).getByText('1 message marked as read.', { selector: 'li p' })).toBeVisible(),
    );
    const calls = storyApi(context).requests.filter((r) => r.path === '/contacts/bulkStatus');
    await expect(calls).toHaveLength(1);
    await expect((calls[0]?.body as { ids: number[] }).ids).toHaveLength(1);
    await expect(calls[0]?.body).toMatchObject({ status: 'read' });
  },
};

/** Only replied messages picked: neither mark applies. */
export const NothingToMark: Story = {
  play: async ({ canvasElement }) => {
    await selectRecords(canvasElement, ['message from Lukas Novak']);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mark as Read' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mark as Replied' })).toBeDisabled();
  },
};
