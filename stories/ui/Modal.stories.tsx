import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { Modal, type ModalProps } from '../../src/ui/Modal';
import { bothThemes } from '../themes';

/** An opener button plus the modal, so stories can check focus return and reopening. */
function ModalHarness({ open: initiallyOpen, onClose, withInput, ...props }: ModalProps & { withInput?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        {...props}
        open={open}
        initialFocusRef={withInput ? inputRef : props.initialFocusRef}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        {withInput ? (
          <label style={{ display: 'grid', gap: 4 }}>
            Name
            <input ref={inputRef} defaultValue="Ada" />
          </label>
        ) : (
          props.children
        )}
      </Modal>
    </>
  );
}

const footer = (
  <>
    <Button variant="secondary">Cancel</Button>
    <Button>Save</Button>
  </>
);

const meta = {
  title: 'UI/Modal',
  component: Modal,
  render: (args) => <ModalHarness {...args} />,
  args: {
    open: true,
    onClose: fn(),
    title: 'Blog details',
    size: 'md',
    children: <p style={{ margin: 0 }}>The post was published on the main site and is visible to every visitor.</p>,
    footer,
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

export const Medium: Story = bothThemes({
  play: async () => {
    const dialog = screen().getByRole('dialog', { name: 'Blog details' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveFocus();
    await expect(dialog.parentElement?.parentElement).toBe(document.body);
  },
});
export const Small: Story = { args: { size: 'sm', title: 'Small dialog' } };
export const Large: Story = { args: { size: 'lg', title: 'Large dialog' } };
export const ExtraLarge: Story = { args: { size: 'xl', title: 'Extra large dialog' } };
export const WithoutFooter: Story = { args: { footer: undefined } };

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(screen().queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await expect(screen().getByRole('dialog', { name: 'Blog details' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const LongContent: Story = {
  args: {
    title: 'Terms of publication',
    children: (
      <>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>
            Section {i + 1}. Every post is reviewed before it is published, and the author keeps the right to edit it.
          </p>
        ))}
      </>
    ),
  },
  play: async () => {
    const region = screen().getByRole('region', { name: 'Terms of publication' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ args }) => {
    await expect(screen().getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(screen().queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const ClosesOnBackdropClick: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen().getByRole('dialog'));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(screen().getByTestId('modal-backdrop'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(screen().queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const ClosesOnCloseButton: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen().getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(screen().queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const TrapsFocus: Story = {
  render: (args) => <ModalHarness {...args} withInput />,
  play: async ({ step }) => {
    const s = screen();
    const input = s.getByRole('textbox', { name: 'Name' });
    await step('initial focus goes to initialFocusRef', async () => {
      await expect(input).toHaveFocus();
    });
    await step('Tab cycles forward and wraps', async () => {
      await userEvent.tab();
      await expect(s.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await userEvent.tab();
      await expect(s.getByRole('button', { name: 'Save' })).toHaveFocus();
      await userEvent.tab();
      await expect(s.getByRole('button', { name: 'Close' })).toHaveFocus();
    });
    await step('Shift+Tab wraps backwards', async () => {
      await userEvent.tab({ shift: true });
      await expect(s.getByRole('button', { name: 'Save' })).toHaveFocus();
      await userEvent.tab();
      await userEvent.tab();
      await expect(input).toHaveFocus();
    });
  },
};

export const ReturnsFocusToOpener: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    await expect(screen().getByRole('dialog')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const LocksAndRestoresScroll: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    document.body.style.overflow = 'clip';
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen().getByRole('button', { name: 'Close' }));
    await expect(document.body.style.overflow).toBe('clip');
    document.body.style.overflow = '';
  },
};

export const NotDismissible: Story = {
  args: { dismissible: false, title: 'Deleting…' },
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen().getByTestId('modal-backdrop'));
    await expect(screen().getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

function NestedHarness() {
  const [outer, setOuter] = useState(true);
  const [confirm, setConfirm] = useState(false);
  return (
    <>
      <Button onClick={() => setOuter(true)}>Open dialog</Button>
      <Modal open={outer} onClose={() => setOuter(false)} title="Blog details">
        <p>Getting started with SEO</p>
        <Button variant="danger" onClick={() => setConfirm(true)}>
          Delete
        </Button>
      </Modal>
      <ConfirmDialog
        open={confirm}
        title="Delete blog post?"
        message="This cannot be undone."
        onConfirm={() => setConfirm(false)}
        onCancel={() => setConfirm(false)}
      />
    </>
  );
}

export const NestedConfirmEscapeClosesTopOnly: Story = {
  render: () => <NestedHarness />,
  play: async () => {
    const s = screen();
    const del = s.getByRole('button', { name: 'Delete' });
    await userEvent.click(del);
    await expect(s.getByRole('alertdialog', { name: 'Delete blog post?' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(s.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(s.getByRole('dialog', { name: 'Blog details' })).toBeVisible();
    await waitFor(() => expect(del).toHaveFocus());
    await expect(document.body.style.overflow).toBe('hidden');
  },
};
