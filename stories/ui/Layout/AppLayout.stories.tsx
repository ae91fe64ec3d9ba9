import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appMenu } from '@/app/layout/menu';
import { AppLayout, SIDEBAR_COLLAPSED_KEY } from '@/ui/Layout';
import { DemoPage, StatefulLayout, demoUser } from './LayoutDemo';

const widthOf = (el: HTMLElement) => el.getBoundingClientRect().width;

const meta = {
  title: 'UI/Layout/AppLayout',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    user: demoUser,
    currentPath: '/blog/list',
    menu: appMenu,
    title: 'List Blogs',
    onLogout: fn(),
    onNavigate: fn(),
    children: <DemoPage />,
  },
  render: (args) => <StatefulLayout {...args} />,
  beforeEach: () => {
    localStorage.removeItem(SIDEBAR_COLLAPSED_KEY);
    return () => localStorage.removeItem(SIDEBAR_COLLAPSED_KEY);
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopExpanded: Story = {
  play: async ({ canvas, args, step }) => {
    await step('the current page is marked and its group is open', async () => {
      await expect(canvas.getByRole('link', { name: 'List Blogs' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('button', { name: 'Blog' })).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('button', { name: 'Category' })).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('link', { name: 'Create Category' })).toBeNull();
    });
    await step('a group expands and collapses', async () => {
      const category = canvas.getByRole('button', { name: 'Category' });
      await userEvent.click(category);
      await expect(category).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('link', { name: 'Create Category' })).toBeVisible();
      await userEvent.click(category);
      await expect(category).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('link', { name: 'List Categories' })).toBeNull();
    });
    await step('navigating moves aria-current and opens the new group', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard', expect.anything());
      await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('link', { name: 'List Blogs' })).not.toHaveAttribute('aria-current');
      await userEvent.click(canvas.getByRole('button', { name: 'Contact Us' }));
      await userEvent.click(canvas.getByRole('link', { name: 'List Footer Contact' }));
      await expect(canvas.getByRole('link', { name: 'List Footer Contact' })).toHaveAttribute('aria-current', 'page');
      await userEvent.click(canvas.getByRole('link', { name: 'List Blogs' }));
    });
    await step('the collapse toggle narrows the rail from 16rem to 4rem and back', async () => {
      const rail = canvas.getByRole('complementary');
      await expect(widthOf(rail)).toBe(256);
      await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
      await waitFor(() => expect(widthOf(rail)).toBe(64));
      await expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
      await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
      await waitFor(() => expect(widthOf(rail)).toBe(256));
      await expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('false');
      canvas.getByRole('button', { name: 'Collapse sidebar' }).blur();
    });
  },
};

export const DesktopCollapsed: Story = {
  beforeEach: () => {
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
  },
  play: async ({ canvas, step }) => {
    const rail = canvas.getByRole('complementary');
    await step('the saved state renders the 4rem icon rail with labelled icons', async () => {
      await expect(widthOf(rail)).toBe(64);
      await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Blog' })).toHaveAttribute('aria-expanded', 'false');
    });
    await step('a group opens as a flyout by keyboard; Escape closes it and returns focus', async () => {
      const blog = canvas.getByRole('button', { name: 'Blog' });
      blog.focus();
      await userEvent.keyboard('{Enter}');
      await expect(blog).toHaveAttribute('aria-expanded', 'true');
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Create Blog' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(blog).toHaveAttribute('aria-expanded', 'false');
      await expect(blog).toHaveFocus();
    });
    await step('a click outside closes the flyout', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Meta' }));
      await expect(canvas.getByRole('link', { name: 'List Meta' })).toBeVisible();
      await userEvent.click(canvas.getByRole('main'));
      await expect(canvas.queryByRole('link', { name: 'List Meta' })).toBeNull();
    });
  },
};

export const DesktopCollapsedFlyoutOpen: Story = {
  beforeEach: () => {
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Us' }));
    await userEvent.click(canvas.getByRole('link', { name: 'List Page Contact' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/contacts/page', expect.anything());
    await expect(canvas.queryByRole('link', { name: 'List Page Contact' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Us' }));
    const flyout = within(canvas.getByRole('list', { name: 'Contact Us' }));
    await expect(flyout.getByRole('link', { name: 'List Page Contact' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ProfileMenuOpen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Admin' }));
    await expect(canvas.getByRole('menu', { name: 'Admin' })).toBeVisible();
    await expect(canvas.getByText('admin@example.com')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Admin' }));
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to light mode' }));
    await expect(document.documentElement).not.toHaveClass('dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark mode' }));
    await expect(document.documentElement).toHaveClass('dark');
    canvas.getByRole('button', { name: 'Switch to light mode' }).blur();
  },
};
