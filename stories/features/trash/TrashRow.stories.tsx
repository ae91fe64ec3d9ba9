import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TrashRow } from '@/features/trash/components/TrashRow';
import { DataList } from '@/ui/DataRow';
import { bothThemes } from '../../themes';

const ITEM = {
  type: 'blog',
  id: 7,
  recordId: 'writing-meta-descriptions',
  label: 'Writing meta descriptions that get clicks',
  deletedAt: '2026-11-19T14:05:00.000Z',
  deletedBy: 'admin',
  purgeAt: '2026-12-19T14:05:00.000Z',
} as const;

/** One trashed item: what it is, who deleted it when, when it goes for good; Restore and Delete forever. */
const meta = {
  title: 'Features/Trash/TrashRow',
  component: TrashRow,
  args: { item: ITEM, timeZone: 'UTC', onRestore: fn(), onPurge: fn() },
  decorators: [(Story) => <DataList label="Deleted items">{Story()}</DataList>],
} satisfies Meta<typeof TrashRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both actions hand the item over, named by its type and label. */
export const BlogPost: Story = bothThemes({
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: ITEM.label })).toBeVisible();
    await expect(canvas.getByText('Blog post')).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent(
      'Deleted Nov 19, 2026, 2:05 PM by Admin · Deleted forever on Dec 19, 2026, 2:05 PM',
    );
    await userEvent.click(canvas.getByRole('button', { name: `Restore blog post ${ITEM.label}` }));
    await expect(args.onRestore).toHaveBeenCalledWith(ITEM);
    await userEvent.click(canvas.getByRole('button', { name: `Delete forever: blog post ${ITEM.label}` }));
    await expect(args.onPurge).toHaveBeenCalledWith(ITEM);
  },
});

/** While its restore runs the button is busy. */
export const Restoring: Story = {
  args: { restoring: true, item: { ...ITEM, type: 'category', label: 'Company News', recordId: '3', id: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Restore category Company News' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server refused the restore (a live entry now holds its URL): its reason under the item, announced. */
export const RestoreRefused: Story = bothThemes({
  args: {
    item: { ...ITEM, type: 'meta', label: 'About us', recordId: '4', id: 4 },
    refusal: "A meta page with this URL already exists. Change that entry's URL first.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Meta page')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "A meta page with this URL already exists. Change that entry's URL first.",
    );
  },
});
