import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { bothThemes } from '../themes';
import { afterPaint } from '../afterPaint';

const PlusIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M12 5v14M5 12h14" />
  </svg>
);

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AllVariants: Story = bothThemes({
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['primary', 'secondary', 'danger', 'success'] as const).map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <Button key={size} {...args} variant={variant} size={size} icon={<PlusIcon />}>
              {variant} {size}
            </Button>
          ))}
          <Button {...args} variant={variant} disabled>
            disabled
          </Button>
        </div>
      ))}
    </div>
  ),
});

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** "Mark Replied" enabled beside the same button disabled: told apart by fill, text and a dashed outline. */
const EnabledAndDisabled: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args} variant="success">
        Mark Replied
      </Button>
      <Button {...args} variant="success" disabled>
        Mark Replied
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const [enabled, disabled] = canvas.getAllByRole('button', { name: 'Mark Replied' }) as [HTMLElement, HTMLElement];
    await expect(disabled).toBeDisabled();
    const on = getComputedStyle(enabled);
    const off = getComputedStyle(disabled);
    await expect(on.borderTopStyle).toBe('solid');
    await expect(off.borderTopStyle).toBe('dashed');
    await expect(off.cursor).toBe('not-allowed');
    await expect(off.backgroundColor).not.toBe(on.backgroundColor);
    await expect(off.color).not.toBe(on.color);
  },
};
export const EnabledAndDisabledLight: Story = bothThemes({ ...EnabledAndDisabled });

export const Busy: Story = {
  args: { busy: true, children: 'Signing In...' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Signing In...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A form's submit button goes busy when pressed: the focus stays on it, and pressing it again submits nothing. */
export const BusyKeepsFocus: Story = {
  render: function BusyForm(args) {
    const [busy, setBusy] = useState(false);
    // The story's onClick spy counts the submissions.
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      (args.onClick as (() => void) | undefined)?.();
      setBusy(true);
    };
    return (
      <form onSubmit={submit}>
        <Button type="submit" busy={busy}>
          Save
        </Button>
      </form>
    );
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await afterPaint();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const BusyKeepsWidth: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args}>Create Blog</Button>
      <Button {...args} busy>
        Create Blog
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const [idle, busy] = canvas.getAllByRole('button', { name: 'Create Blog' });
    await expect(busy!.getBoundingClientRect().width).toBe(idle!.getBoundingClientRect().width);
  },
};
