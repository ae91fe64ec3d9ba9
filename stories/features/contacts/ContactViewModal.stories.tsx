import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ContactViewModal } from '@/features/contacts/components/ContactViewModal';
import { bothThemes } from '../../themes';
import { contactOf } from './messageStoryData';

/** A general message in full, titled by its subject, with "Mark as Replied" until it is replied. */
const meta = {
  title: 'Features/Contacts/ContactViewModal',
  component: ContactViewModal,
  args: { contact: contactOf({ status: 'read' }), timeZone: 'UTC', onMarkReplied: fn(), onClose: fn() },
} satisfies Meta<typeof ContactViewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Broken link on the pricing page' });
const valueOf = (label: string) => {
  const term = within(dialog()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

export const ReadMessage: Story = bothThemes({
  play: async ({ args, userEvent }) => {
    await expect(valueOf('Name')).toHaveTextContent('Hannah Schmidt');
    await expect(within(valueOf('Email')).getByRole('link', { name: 'hannah@example.com' })).toHaveAttribute(
      'href',
      'mailto:hannah@example.com',
    );
    await expect(valueOf('Status')).toHaveTextContent('Read');
    await expect(valueOf('Received')).toHaveTextContent('Nov 19, 2026, 8:30 AM');
    await expect(valueOf('Message').textContent).toBe(contactOf().message);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Mark as Replied' }));
    await expect(args.onMarkReplied).toHaveBeenCalledWith(args.contact);
    await userEvent.click(within(dialog()).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
});

/** Once replied, "Mark as Replied" is disabled. */
export const Replied: Story = {
  args: { contact: contactOf({ status: 'replied' }) },
  play: async () => {
    await expect(valueOf('Status')).toHaveTextContent('Replied');
    await expect(within(dialog()).getByRole('button', { name: 'Mark as Replied' })).toBeDisabled();
  },
};

/** While the status change runs the button spins and cannot be pressed again. */
export const Updating: Story = {
  args: { updating: true },
  play: async ({ args }) => {
    const button = within(dialog()).getByRole('button', { name: 'Mark as Replied' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    await expect(args.onMarkReplied).not.toHaveBeenCalled();
  },
};

/** No message: no dialog. */
export const Closed: Story = {
  args: { contact: null },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
