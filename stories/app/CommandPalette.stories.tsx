import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyApi } from '../../src/mocks';
import { placeholderOverflow } from '../placeholder';
import { bothThemes } from '../themes';
import { pathOf, preloadRouteModules, StoryApp } from './appStory';
import { LAZY } from '../lazy';
import { PHONE_GLOBALS, PHONE_VIEWPORT } from '../phone';

/** The command palette in the signed-in app (issue 15): the real routes, the in-memory API's records. */
const meta = {
  title: 'Screens/App/Command Palette',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { storyId: '', path: '/blog/list' },
  render: (args, context) => <StoryApp {...args} storyId={context.id} />,
  loaders: [
    preloadRouteModules,
    async () => {
      await import('../../src/features/palette/components/PaletteDialog');
    },
  ],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const openWithShortcut = () => userEvent.keyboard('{Control>}k{/Control}');

export const OpenWithShortcut: Story = bothThemes({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Blogs' })).toBeVisible();
    await openWithShortcut();
    const dialog = await body.findByRole('dialog', { name: 'Search and commands' });
    const box = within(dialog).getByRole('combobox', { name: 'Search and commands' });
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = within(dialog).getByRole('listbox');
    await expect(box).toHaveAttribute('aria-controls', list.id);
    await expect(within(list).getByRole('group', { name: 'Actions' })).toBeVisible();
    await expect(within(list).getByRole('group', { name: 'Go to' })).toBeVisible();
    const first = within(list).getByRole('option', { name: 'Create blog' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', first.id);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('25 commands');
  },
});

export const SearchArrowDownEnter: Story = {
  play: async ({ canvas, context, step }) => {
    await expect(await canvas.findByRole('heading', { name: 'Blogs' })).toBeVisible();
    await openWithShortcut();
    const dialog = await body.findByRole('dialog', { name: 'Search and commands' });
    await step('a body word finds posts on the server, title matches first, grouped by type', async () => {
      // Typed without a pause between the keys (`delay: null`): no timer can run between them, so the debounce sees
      // one word however slow the machine is (its delay: tests/unit/shared/useDebouncedSearch.test.tsx).
      await userEvent.type(within(dialog).getByRole('combobox'), 'faster', { delay: null });
      const posts = await within(dialog).findByRole('group', { name: 'Blog posts' });
      const options = within(posts).getAllByRole('option');
      await expect(options.map((option) => option.textContent)).toEqual([
        expect.stringContaining('Ten Tips for Faster Page Loads'),
        expect.stringContaining('Our Spring Product Update'),
      ]);
      await expect(within(dialog).getByRole('status')).toHaveTextContent('2 results');
      const searches = storyApi(context).requests.filter((request) => request.path === '/search');
      // debounced: one request for the whole word, not one per keystroke
      await expect(searches.map((request) => request.query)).toEqual([{ q: 'faster', limit: '5' }]);
    });
    await step('arrow down moves the active option; Enter opens that post', async () => {
      const box = within(dialog).getByRole('combobox');
      await userEvent.keyboard('{ArrowDown}');
      const second = within(dialog).getByRole('option', { name: /Our Spring Product Update/ });
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', second.id);
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(body.queryByRole('dialog', { name: 'Search and commands' })).toBeNull());
      await expect(await canvas.findByRole('heading', { name: 'Edit Blog' })).toBeVisible();
      await expect(pathOf(context)).toBe('/blog/edit/our-spring-product-update');
    });
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ canvas, step }) => {
    await expect(await canvas.findByRole('heading', { name: 'Blogs' })).toBeVisible();
    await step('from the top bar button', async () => {
      const button = canvas.getByRole('button', { name: /^Search/ });
      await userEvent.click(button);
      await expect(await body.findByRole('combobox', { name: 'Search and commands' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await expect(button).toHaveFocus();
    });
    await step('from the shortcut, pressed in the list search box', async () => {
      const search = canvas.getByRole('searchbox');
      await userEvent.click(search);
      await openWithShortcut();
      await expect(await body.findByRole('combobox', { name: 'Search and commands' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await expect(search).toHaveFocus();
    });
  },
};

export const OpensAMessageInItsList: Story = {
  play: async ({ canvas, context }) => {
    await expect(await canvas.findByRole('heading', { name: 'Blogs' })).toBeVisible();
    await openWithShortcut();
    const dialog = await body.findByRole('dialog', { name: 'Search and commands' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'hannah');
    const messages = await within(dialog).findByRole('group', { name: 'Contact messages' });
    await expect(within(messages).getByRole('option', { name: /Hannah Schmidt/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    // the list, filtered by the same search, with the message open in its view modal
    const view = await body.findByRole('dialog', { name: /Broken link on the pricing page/ }, LAZY);
    await expect(within(view).getByText(/returns a 404/)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Contact Messages' })).toBeVisible();
    await waitFor(() => expect(pathOf(context)).toBe('/contacts/list?q=hannah'));
  },
};

export const PhoneFullScreen: Story = bothThemes({
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Blogs' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Search/ }));
    const dialog = await body.findByRole('dialog', { name: 'Search and commands' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'design');
    await within(dialog).findByRole('group', { name: 'Blog posts' });
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
  },
});

/** On a 360 px phone the palette's placeholder shows whole before anything is typed. */
export const PhonePlaceholder: Story = bothThemes({
  parameters: {
    ...PHONE_VIEWPORT,
  },
  globals: PHONE_GLOBALS,
  play: async ({ canvas }) => {
    // The blog list's page title, whatever its words (issue 33 item 13 may change them).
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Blog/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Search/ }));
    const dialog = await body.findByRole('dialog', { name: 'Search and commands' });
    const box = within(dialog).getByRole('combobox');
    await expect(box).toHaveAttribute('placeholder', 'Search or type a command');
    await expect(await placeholderOverflow(box)).toBe(0);
  },
});
