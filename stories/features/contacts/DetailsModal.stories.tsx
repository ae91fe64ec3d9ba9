import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DetailList } from '@/features/contacts/components/DetailList';
import { DetailsModal } from '@/features/contacts/components/DetailsModal';
import { Button } from '@/ui/Button';
import { bothThemes } from '../../themes';

/** The large modal of a message or enquiry: its fields, "Close", then the record's own actions in the footer. */
const meta = {
  title: 'Features/Contacts/DetailsModal',
  component: DetailsModal,
  args: {
    title: 'Broken link on the pricing page',
    onClose: fn(),
    children: (
      <DetailList
        items={[
          { label: 'Name', value: 'Hannah Schmidt' },
          { label: 'Email', value: 'hannah@example.com' },
        ]}
      />
    ),
  },
} satisfies Meta<typeof DetailsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (title: string) => within(document.body).getByRole('dialog', { name: title });

export const WithActions: Story = bothThemes({
  args: { actions: <Button variant="success">Mark as Replied</Button> },
  play: async ({ args, userEvent }) => {
    const dialog = dialogOf('Broken link on the pricing page');
    await expect(dialog).toHaveTextContent('Hannah Schmidt');
    const footerButtons = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.textContent);
    await expect(footerButtons.map((button) => button.textContent)).toEqual(['Close', 'Mark as Replied']);
    await userEvent.click(footerButtons[0] as HTMLElement);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
});

/** Without actions the footer holds only "Close"; Escape closes too. */
export const CloseOnly: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = dialogOf('Broken link on the pricing page');
    await expect(within(dialog).queryByRole('button', { name: 'Mark as Replied' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
