import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MetaDetailsModal } from '@/features/meta/components/MetaDetailsModal';
import { bothThemes } from '../../themes';
import { META } from './metaStoryData';

const screen = () => within(document.body);

/** Every field of a meta page, with its image, in a modal. */
const meta = {
  title: 'Features/Meta/MetaDetailsModal',
  component: MetaDetailsModal,
  args: { meta: { ...META, image: 'desk.png' }, timeZone: 'UTC', onEdit: fn(), onClose: fn() },
} satisfies Meta<typeof MetaDetailsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The image and every field with who wrote and changed it when; Edit hands the entry over. */
export const WithImage: Story = bothThemes({
  play: async ({ args, userEvent }) => {
    const dialog = screen().getByRole('dialog', { name: 'About us' });
    const value = (name: string) => within(dialog).getByText(name, { selector: 'dt' }).nextElementSibling;
    await expect(value('Page')).toHaveTextContent('about');
    await expect(value('URL')).toHaveTextContent('https://www.example.com/about');
    await expect(value('Changed')).toHaveTextContent('Nov 19, 2026, 3:30 PM');
    const image = within(dialog).getByRole('img', { name: 'Image of About us' });
    await waitFor(() => expect(image).toHaveAttribute('data-status', 'loaded'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(args.meta);
  },
});

/** No image: no frame for one; Escape closes. */
export const WithoutImage: Story = bothThemes({
  args: { meta: META },
  play: async ({ args, userEvent }) => {
    const dialog = screen().getByRole('dialog', { name: 'About us' });
    await expect(within(dialog).queryByRole('img')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
});
