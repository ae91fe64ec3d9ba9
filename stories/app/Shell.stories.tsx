import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyApi } from '../../src/mocks';
import { SESSION_KEYS } from '../../src/shared/session';
import { SIDEBAR_COLLAPSED_KEY } from '../../src/ui/Layout';
import { pathOf, preloadRouteModules, standInPages, StoryApp } from './appStory';

/** The signed-in frame as the app composes it: router links, the session's user, Logout through the server. */
const meta = {
  title: 'Screens/App/Shell',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { storyId: '', path: '/blog/list', pages: standInPages },
  render: (args, context) => <StoryApp {...args} storyId={context.id} />,
  loaders: [preloadRouteModules],
  beforeEach: () => {
    localStorage.removeItem(SIDEBAR_COLLAPSED_KEY);
    return () => localStorage.removeItem(SIDEBAR_COLLAPSED_KEY);
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopExpanded: Story = {
  play: async ({ canvas, context, step }) => {
    await expect(await canvas.findByRole('heading', { name: 'Blogs' })).toBeVisible();
    await step('the page title and the current menu link follow the route', async () => {
      await expect(canvas.getByRole('link', { name: 'List Blogs' })).toHaveAttribute('aria-current', 'page');
    });
    await step('one naming scheme: the top bar names the section, the heading and the tab name the page', async () => {
      const bar = canvas.getByRole('banner');
      await expect(bar).toHaveTextContent('Blog');
      await expect(bar).not.toHaveTextContent('Blogs');
      await waitFor(() => expect(document.title).toBe('Blogs · Admin Panel'));
    });
    await step('menu links are router links: no reload, the address changes', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
      await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await expect(pathOf(context)).toBe('/dashboard');
      await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      // The dashboard's heading is not repeated in the top bar.
      await expect(within(canvas.getByRole('banner')).queryByText('Dashboard')).toBeNull();
      await waitFor(() => expect(document.title).toBe('Dashboard · Admin Panel'));
      const blog = canvas.getByRole('button', { name: 'Blog' });
      if (blog.getAttribute('aria-expanded') !== 'true') await userEvent.click(blog);
      await userEvent.click(canvas.getByRole('link', { name: 'List Blogs' }));
      await expect(await canvas.findByRole('heading', { name: 'Blogs' })).toBeVisible();
    });
  },
};

export const DesktopCollapsed: Story = {
  beforeEach: () => {
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Blogs' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('complementary').getBoundingClientRect().width).toBe(64));
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  },
};

export const MobileDrawerOpen: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Blogs' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await canvas.findByRole('dialog');
    await expect(within(drawer).getByRole('link', { name: 'List Blogs' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Blogs' })).toBeVisible();
    await expect(document.documentElement).toHaveClass('dark');
    await expect(canvas.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  },
};

export const ProfileMenuOpen: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Blogs' })).toBeVisible();
    // the session's user: the email's local part, capitalised, and the email
    await userEvent.click(canvas.getByRole('button', { name: 'Admin' }));
    const menu = await canvas.findByRole('menu');
    await expect(canvas.getByText('admin@example.com')).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};

export const Logout: Story = {
  play: async ({ canvas, context, step }) => {
    await expect(await canvas.findByRole('heading', { name: 'Blogs' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Admin' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Logout' }));
    await step('the server revokes the session and every stored value is cleared', async () => {
      await expect(await canvas.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      await expect(storyApi(context).requests.at(-1)).toMatchObject({ method: 'POST', path: '/auth/logout' });
      for (const key of Object.values(SESSION_KEYS)) await expect(localStorage.getItem(key)).toBeNull();
    });
    await step('on /signin, without remembering the page left on purpose', async () => {
      await expect(pathOf(context)).toBe('/signin');
      await waitFor(() => expect(canvas.queryByRole('navigation')).toBeNull());
    });
  },
};
