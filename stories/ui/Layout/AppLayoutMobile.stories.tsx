import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appMenu } from '@/app/layout/menu';
import { AppLayout, SIDEBAR_COLLAPSED_KEY } from '@/ui/Layout';
import { DemoPage, StatefulLayout, demoUser } from './LayoutDemo';
import { bothThemes } from '../../themes';

/** Below the lg breakpoint (1024px) the sidebar is a drawer; the test runner sets this viewport for real. */
const meta = {
  title: 'UI/Layout/AppLayout Mobile',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
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
    // A collapsed desktop rail must not leak into the drawer.
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
    return () => localStorage.removeItem(SIDEBAR_COLLAPSED_KEY);
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MobileClosed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Collapse sidebar' })).toBeNull();
  },
};

export const MobileDrawerOpen: Story = bothThemes({
  play: async ({ canvas, canvasElement, args, step }) => {
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    const open = async () => {
      await userEvent.click(menuButton);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const dialog = canvas.getByRole('dialog', { name: 'Main menu' });
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveFocus());
      return dialog;
    };
    const expectClosed = async () => {
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton).toHaveFocus();
    };

    await step('Escape closes the drawer and returns focus to the menu button', async () => {
      const dialog = await open();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(within(dialog).getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(document.body.style.overflow).toBe('hidden');
      await userEvent.keyboard('{Escape}');
      await expectClosed();
      // The scroll lock is released by an effect after the drawer unmounts.
      await waitFor(() => expect(document.body.style.overflow).toBe(''));
    });
    await step('a click on the backdrop closes it', async () => {
      await open();
      const backdrop = canvasElement.querySelector<HTMLElement>('[data-testid="sidebar-backdrop"]')!;
      await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { clientX: 390, clientY: 400 } });
      await expectClosed();
    });
    await step('Tab stays inside the open drawer', async () => {
      const dialog = await open();
      await userEvent.tab({ shift: true });
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      // The last entry is the Settings group's toggle.
      await expect(within(dialog).getByRole('button', { name: 'Settings' })).toHaveFocus();
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    });
    await step('navigating closes it', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard', expect.anything());
      await expectClosed();
    });
    await step('reopened, the drawer marks the new page', async () => {
      const dialog = await open();
      await expect(within(dialog).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    });
  },
});
