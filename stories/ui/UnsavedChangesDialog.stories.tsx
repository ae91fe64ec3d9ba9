import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UnsavedChangesDialog } from '../../src/ui/UnsavedChangesDialog';
import { bothThemes } from '../themes';

const meta = {
  title: 'UI/UnsavedChangesDialog',
  component: UnsavedChangesDialog,
  args: { open: true, onStay: fn(), onLeave: fn(), subject: 'this blog post' },
} satisfies Meta<typeof UnsavedChangesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = bothThemes({
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Leave this page?' });
    await expect(dialog).toHaveTextContent('You have unsaved changes in this blog post.');
    // What happens on Leave: the form's local draft keeps the changes and offers them back (not "lost").
    await expect(dialog).toHaveTextContent('if you leave, they are kept as a draft on this device');
    await expect(dialog).not.toHaveTextContent('will not be saved');
    await expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
});

export const StayOnEscape: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};
