import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BlogListScreen } from '../../../src/features/blogs/screens/BlogListScreen';
import { storyApi } from '../../../src/mocks';
import { HOSTILE_BLOG, imagesDecoded, manyBlogs, withBlogs } from './blogStoryData';
import StoriesMeta from './BlogListScreen.stories';

/** Paging, search, filters, the view modal and delete: the behaviour beyond the state matrix. */
const meta = {
  ...StoriesMeta,
  title: 'Screens/Blogs/BlogListScreen/Behaviour',
  args: { params: {}, onParamsChange: fn(), onCreate: fn(), onEdit: fn(), timeZone: 'UTC' },
} satisfies Meta<typeof BlogListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = (element: HTMLElement) => within(element.ownerDocument.body);

/**
 * A thousand posts more than the seeds: the list asks the server for one page and draws only it. (The list's speed at
 * scale is the benchmarks' to measure, bench/; seeding ten thousand posts here cost the tab several seconds.)
 */
export const AThousandPostsPaged: Story = {
  decorators: [withBlogs(manyBlogs(1_000))],
  play: async (context) => {
    const { canvas, args, step } = context;
    await step('only one page is fetched and drawn', async () => {
      await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(12));
      await expect(canvas.getByText('1,012 posts')).toBeVisible();
      await expect(canvas.getByText('Page 1 of 85')).toBeVisible();
    });
    await step('Next asks the server for page 2', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(args.onParamsChange).toHaveBeenLastCalledWith({ page: 2 });
      await waitFor(() => expect(canvas.getByText('Page 2 of 85')).toBeVisible());
      await expect(await canvas.findByRole('heading', { name: 'Post 1: Notes' })).toBeVisible();
      const last = storyApi(context)
        .requests.filter((r) => r.path === '/blogs/list')
        .at(-1);
      await expect(last?.query).toEqual({ page: '2', pageSize: '12' });
      await imagesDecoded(context.canvasElement, 0);
    });
  },
};

export const SearchSortAndFilter: Story = {
  play: async (context) => {
    const { canvas, args, step } = context;
    await canvas.findAllByRole('listitem');
    await step('search (debounced) goes to the server', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search blog posts' }), 'accessibility');
      await waitFor(() => expect(args.onParamsChange).toHaveBeenLastCalledWith({ q: 'accessibility', page: 1 }));
      await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
      await expect(canvas.getByRole('heading', { name: 'A Gentle Introduction to Accessibility' })).toBeVisible();
    });
    await step('clear, then filter by category and sort by title', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Design');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'title');
      await waitFor(() =>
        expect(args.onParamsChange).toHaveBeenLastCalledWith({ category: 'Design', sort: 'title', page: 1 }),
      );
      const last = storyApi(context)
        .requests.filter((r) => r.path === '/blogs/list')
        .at(-1);
      await expect(last?.query).toEqual({ page: '1', pageSize: '12', category: 'Design', sort: 'title' });
      await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
      const titles = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      await expect(titles).toEqual(['Choosing Colours That Everyone Can Read', 'Designing Forms People Finish']);
    });
    await imagesDecoded(context.canvasElement, 2);
  },
};

export const NoMatches: Story = {
  args: { params: { q: 'zebra crossing' } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('No blog posts match these filters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ sort: undefined });
  },
};

export const ViewModalOpen: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View Designing Forms People Finish' }));
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Designing Forms People Finish' });
    // The body's paragraph (its excerpt, in the details beside it, starts with the same words).
    await expect(await within(dialog).findByText(/A form is a conversation/, { selector: 'p' })).toBeVisible();
    await expect(within(dialog).getByText('designing-forms-people-finish')).toBeVisible();
    // One display rule for people (docs/panel.md#lists): the stored creator `admin` shows as on the category cards.
    await expect(within(dialog).getByText('Admin')).toBeVisible();
    await imagesDecoded(canvasElement, 9);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith('designing-forms-people-finish');
  },
};

export const ViewSanitisesStoredHtml: Story = {
  decorators: [withBlogs([HOSTILE_BLOG])],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View Release Notes With Embeds' }));
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Release Notes With Embeds' });
    const content = await within(dialog).findByTestId('blog-content');
    await expect(within(content).getByRole('heading', { name: 'What changed' })).toBeVisible();
    await expect(content.querySelector('script, form, input, [onerror]')).toBeNull();
    await expect(within(content).getByRole('link', { name: 'a bad link' })).toHaveAttribute('href', 'about:blank');
    const docs = within(content).getByRole('link', { name: 'the docs' });
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(content.querySelector('p')?.getAttribute('class')).toBe('ql-align-center');
    await expect(content.querySelector('span')?.getAttribute('style')).toBe('color: rgb(230, 0, 0)');
    await expect(content.querySelector('pre')).toHaveTextContent('let shipped = true;');
    await expect(content.querySelector('[data-language], [onmouseover], [onclick]')).toBeNull();
    const classes = Array.from(content.querySelectorAll('[class]'), (el) => el.getAttribute('class'));
    await expect(classes).toEqual(['ql-align-center']);
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    await imagesDecoded(canvasElement, 8);
  },
};

export const DeleteConfirmOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete How We Plan a Release' }));
    const dialog = body(canvasElement).getByRole('alertdialog', { name: 'Delete blog post?' });
    await expect(dialog).toHaveTextContent(
      '"How We Plan a Release" will be moved to the trash. You can restore it from the Trash.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await imagesDecoded(canvasElement, 8);
  },
};

export const DeleteConfirmed: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete How We Plan a Release' }));
    const dialog = body(canvasElement).getByRole('alertdialog', { name: 'Delete blog post?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(11));
    await expect(canvas.queryByRole('heading', { name: 'How We Plan a Release' })).toBeNull();
    const requests = storyApi(context).requests;
    const deleteAt = requests.findIndex((r) => r.method === 'DELETE');
    await expect(requests[deleteAt]?.path).toBe('/blogs/deleteBlog/how-we-plan-a-release');
    await expect(requests.slice(deleteAt + 1).some((r) => r.path === '/blogs/list')).toBe(true);
    await imagesDecoded(canvasElement, 8);
  },
};

export const DeleteCancelled: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete How We Plan a Release' }));
    await userEvent.click(body(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(storyApi(context).requests.some((r) => r.method === 'DELETE')).toBe(false);
    await imagesDecoded(canvasElement, 8);
  },
};

export const NotFoundNotice: Story = {
  args: { notice: 'Blog not found locally', onDismissNotice: fn() },
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Blog not found locally');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissNotice).toHaveBeenCalled();
    await canvas.findAllByRole('listitem');
    await imagesDecoded(canvasElement, 8);
  },
};
