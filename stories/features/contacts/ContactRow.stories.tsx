import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ContactRow } from '@/features/contacts/components/ContactRow';
import { DataList } from '@/ui/DataRow';
import { bothThemes } from '../../themes';
import { expectClampedWithMore, LONG_TEXT } from '../longText';
import { contactOf } from './messageStoryData';

const NEW = contactOf();
const READ = contactOf({
  id: 3,
  name: 'Grace Kim',
  email: 'grace@example.com',
  subject: 'Newsletter sign-up',
  status: 'read',
});
const REPLIED = contactOf({
  id: 4,
  name: 'Lukas Novak',
  email: 'lukas@example.com',
  subject: 'Invoice copy',
  status: 'replied',
});

/** One general message of the inbox: name, status badge, email and date, the subject on one line, and its actions. */
const meta = {
  title: 'Features/Contacts/ContactRow',
  component: ContactRow,
  args: { contact: NEW, timeZone: 'UTC', onView: fn(), onMarkReplied: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <DataList label="Contact messages">{Story()}</DataList>
      </div>
    ),
  ],
} satisfies Meta<typeof ContactRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row per status: New blue, Read grey, Replied green; Mark Replied is disabled once replied. */
export const Statuses: Story = bothThemes({
  render: (args) => (
    <>
      {[NEW, READ, REPLIED].map((contact) => (
        <ContactRow key={contact.id} {...args} contact={contact} />
      ))}
    </>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows.map((row) => within(row).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Hannah Schmidt',
      'Grace Kim',
      'Lukas Novak',
    ]);
    for (const [row, status] of rows.map((row, i) => [row, ['New', 'Read', 'Replied'][i]] as const))
      await expect(within(row).getByText(status ?? '')).toBeVisible();
    await expect(rows[0]).toHaveTextContent('hannah@example.com · Nov 19, 2026, 8:30 AM');
    await expect(canvas.getByRole('button', { name: 'Mark Replied: message from Lukas Novak' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark Replied: message from Grace Kim' }));
    await expect(args.onMarkReplied).toHaveBeenCalledWith(READ);
    await userEvent.click(canvas.getByRole('button', { name: 'View message from Hannah Schmidt' }));
    await expect(args.onView).toHaveBeenCalledWith(NEW);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete message from Lukas Novak' }));
    await expect(args.onDelete).toHaveBeenCalledWith(REPLIED);
  },
});

/** A long subject stays on one line, cut, with "Show more" opening the rest in place and "Show less" cutting it again. */
export const LongSubject: Story = bothThemes({
  args: { contact: contactOf({ subject: LONG_TEXT }) },
  play: async ({ canvasElement, userEvent }) => {
    const { element, lineHeight, more } = await expectClampedWithMore(canvasElement, LONG_TEXT, 1);
    await expect(more).toHaveAccessibleName('Show more, subject of the message from Hannah Schmidt');
    await userEvent.click(more);
    await expect(element.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 2);
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  },
});

/** While its status change runs, Mark Replied spins and cannot be pressed again. */
export const Updating: Story = {
  args: { updating: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Mark Replied: message from Hannah Schmidt' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    await expect(args.onMarkReplied).not.toHaveBeenCalled();
  },
};
