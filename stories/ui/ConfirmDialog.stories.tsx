import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { ConfirmDialog, type ConfirmDialogProps } from '../../src/ui/ConfirmDialog';
import { bothThemes } from '../themes';

function Harness(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete post
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onCancel={() => {
          args.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <Harness {...args} />,
  args: {
    open: true,
    title: 'Delete blog post?',
    message: <p>"Getting started with SEO" will be deleted. This cannot be undone.</p>,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

export const Danger: Story = bothThemes({
  play: async () => {
    const dialog = screen().getByRole('alertdialog', { name: 'Delete blog post?' });
    await expect(dialog).toHaveAccessibleDescription(/will be deleted/);
    await expect(screen().getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
});

export const PrimaryVariant: Story = {
  args: {
    variant: 'primary',
    title: 'Mark as replied?',
    message: <p>The message from Ada Lovelace will be marked as replied.</p>,
    confirmLabel: 'Mark Replied',
    cancelLabel: 'Not now',
  },
};

export const Busy: Story = bothThemes({
  args: { busy: true },
  play: async ({ args }) => {
    const s = screen();
    const confirm = s.getByRole('button', { name: 'Delete' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(s.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(s.getByRole('alertdialog')).toBeInTheDocument();
  },
});

export const Confirms: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen().getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelsWithButton: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen().getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(screen().queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const CancelsWithEscape: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const EnterOnOpenCancels: Story = {
  args: { open: false },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Delete post' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};
