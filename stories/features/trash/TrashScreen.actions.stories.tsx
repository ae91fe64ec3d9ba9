import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TrashScreen } from '../../../src/features/trash/screens/TrashScreen';
import { storyApi } from '../../../src/mocks';
import { bothThemes } from '../../themes';
import { StatefulTrash } from './trashStory';
import { withToasts, withTrash } from './trashStoryData';

/** Restore, Delete forever and Empty trash against the in-memory API; each outcome is said in a toast. */
const meta = {
  title: 'Screens/Trash/TrashScreen/Actions',
  component: TrashScreen,
  render: (args) => <StatefulTrash {...args} />,
  decorators: [withTrash, withToasts],
  args: { params: {}, onParamsChange: fn(), timeZone: 'UTC' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TrashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: StoryContext['canvas']) => canvas.findByRole('list', { name: 'Trashed items' });
const notifications = (canvas: StoryContext['canvas']) => within(canvas.getByRole('region', { name: 'Notifications' }));

export const Restore: Story = {
  play: async (context) => {
    const { canvas } = context;
    const items = within(await list(canvas)).getAllByRole('listitem');
    const title = within(items[0]!).getByRole('heading').textContent ?? '';
    await userEvent.click(canvas.getByRole('button', { name: `Restore blog post ${title}` }));
    await waitFor(() =>
      expect(notifications(canvas).getByRole('status')).toHaveTextContent(`Blog post "${title}" restored.`),
    );
    await waitFor(() => expect(canvas.queryByRole('heading', { name: title })).not.toBeInTheDocument());
    const api = storyApi(context);
    await expect(api.db.blogs.some((blog) => blog.blogTitle === title)).toBe(true);
    await expect(api.requests.find((r) => r.path === '/trash/restore')?.body).toMatchObject({ type: 'blog' });
  },
};

/** The post's category was deleted for good meanwhile: the server's reason shows under the post, as an alert. */
export const RestoreRefused: Story = bothThemes({
  play: async (context) => {
    const { canvas } = context;
    const items = within(await list(canvas)).getAllByRole('listitem');
    const title = within(items[0]!).getByRole('heading').textContent ?? '';
    const api = storyApi(context);
    const trashed = api.db.trash.find((item) => item.type === 'blog');
    const category = (JSON.parse(trashed?.data ?? '{}') as { category: string }).category;
    for (const row of api.db.categories) if (row.category === category) api.remove('category', row.id);
    await userEvent.click(canvas.getByRole('button', { name: `Restore blog post ${title}` }));
    const alert = await within(items[0]!).findByRole('alert');
    await expect(alert).toHaveTextContent(`Restore or create the category "${category}" first.`);
    await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
  },
});

export const DeleteForever: Story = {
  play: async (context) => {
    const { canvas } = context;
    const items = within(await list(canvas)).getAllByRole('listitem');
    const name = within(items[2]!).getByRole('heading').textContent ?? '';
    await userEvent.click(canvas.getByRole('button', { name: `Delete forever: meta page ${name}` }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete forever?' });
    await expect(dialog).toHaveTextContent(`Meta page "${name}" will be deleted forever. This cannot be undone.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    await waitFor(() =>
      expect(notifications(canvas).getByRole('status')).toHaveTextContent(`Meta page "${name}" deleted forever.`),
    );
    await waitFor(async () => expect(within(await list(canvas)).getAllByRole('listitem')).toHaveLength(4));
    await expect(storyApi(context).requests.find((r) => r.path === '/trash/purge')?.method).toBe('DELETE');
  },
};

/** The confirmation says how many items go (all of them, whatever the filters). */
export const EmptyTrash: Story = bothThemes({
  args: { params: { type: 'blog' } },
  play: async ({ canvas }) => {
    await list(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Empty trash' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Empty the trash?' });
    await expect(dialog).toHaveTextContent('5 items in the trash will be deleted forever. This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Empty trash' }));
    await waitFor(() =>
      expect(notifications(canvas).getByRole('status')).toHaveTextContent('5 items deleted forever.'),
    );
    await expect(await canvas.findByText('Nothing in the trash matches')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Empty trash' })).toBeDisabled());
  },
});

/** On a 390 px phone: actions wrap under each item, dates stay readable. */
export const Phone: Story = bothThemes({
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: { phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const items = within(await list(canvas)).getAllByRole('listitem');
    await expect(window.innerWidth).toBe(390);
    for (const item of items) await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
});
