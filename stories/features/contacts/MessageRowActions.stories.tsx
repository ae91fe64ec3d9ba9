import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MessageRowActions } from '@/features/contacts/components/MessageRowActions';
import { Button } from '@/ui/Button';
import { bothThemes } from '../../themes';

/** An inbox row's View … Delete buttons, named after the sender so every row's buttons stay distinct. */
const meta = {
  title: 'Features/Contacts/MessageRowActions',
  component: MessageRowActions,
  args: { who: 'Ada Lovelace', noun: 'enquiry', onView: fn(), onDelete: fn() },
  decorators: [(Story) => <div style={{ display: 'flex', gap: 8 }}>{Story()}</div>],
} satisfies Meta<typeof MessageRowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ViewAndDelete: Story = bothThemes({
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual(['View', 'Delete']);
    await userEvent.click(canvas.getByRole('button', { name: 'View enquiry from Ada Lovelace' }));
    await expect(args.onView).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete enquiry from Ada Lovelace' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
});

/** The inbox puts its own action between View and Delete. */
export const WithMiddleAction: Story = {
  args: {
    noun: 'message',
    children: (
      <Button size="sm" variant="success">
        Mark Replied
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual(['View', 'Mark Replied', 'Delete']);
    await expect(canvas.getByRole('button', { name: 'View message from Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete message from Ada Lovelace' })).toBeVisible();
  },
};
