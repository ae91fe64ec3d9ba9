import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TopBar } from '../../../src/ui/Layout';
import { demoUser } from './LayoutDemo';

const meta = {
  title: 'UI/Layout/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { user: demoUser, onLogout: fn(), title: 'Dashboard' },
  // Room below the bar for the open profile menu in the screenshot.
  decorators: [(Story) => <div style={{ minHeight: '14rem' }}>{Story()}</div>],
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThemeToggle: Story = {
  play: async ({ canvas }) => {
    const root = document.documentElement;
    await expect(root).not.toHaveClass('dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark mode' }));
    const toLight = canvas.getByRole('button', { name: 'Switch to light mode' });
    await expect(toLight).toHaveAttribute('title', 'Switch to light mode');
    await waitFor(() => expect(root).toHaveClass('dark'));
    await expect(localStorage.getItem('theme')).toBe('dark');
    await userEvent.click(toLight);
    await expect(canvas.getByRole('button', { name: 'Switch to dark mode' })).toHaveAttribute(
      'title',
      'Switch to dark mode',
    );
    await waitFor(() => expect(root).not.toHaveClass('dark'));
    canvas.getByRole('button', { name: 'Switch to dark mode' }).blur();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Switch to light mode' })).toHaveAttribute(
      'title',
      'Switch to light mode',
    );
    await expect(document.documentElement).toHaveClass('dark');
  },
};

export const ProfileMenuOpen: Story = {
  play: async ({ canvas, args, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Admin' });
    await step('ArrowDown opens the menu on its first item; Escape closes it and returns focus', async () => {
      await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
      trigger.focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByRole('menu')).toBeNull();
      await expect(trigger).toHaveFocus();
    });
    await step('a click outside closes it', async () => {
      await userEvent.click(trigger);
      await expect(canvas.getByRole('menu', { name: 'Admin' })).toBeVisible();
      await userEvent.click(canvas.getByText('Dashboard'));
      await expect(canvas.queryByRole('menu')).toBeNull();
    });
    await step('Logout calls onLogout', async () => {
      await userEvent.click(trigger);
      await userEvent.click(canvas.getByRole('menuitem', { name: 'Logout' }));
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
      await expect(canvas.queryByRole('menu')).toBeNull();
    });
    await step('opened by click, it shows the name and email', async () => {
      await userEvent.click(trigger);
      await expect(canvas.getByText('admin@example.com')).toBeVisible();
      await expect(canvas.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    });
  },
};

export const WithMenuButton: Story = {
  args: { showMenuButton: true, menuId: 'drawer', onMenuClick: fn() },
  render: (args) => (
    <>
      <TopBar {...args} />
      <div id="drawer" hidden />
    </>
  ),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'drawer');
    await userEvent.click(button);
    await expect(args.onMenuClick).toHaveBeenCalledTimes(1);
    button.blur();
  },
};
