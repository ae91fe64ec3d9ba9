import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyApi } from '../../src/mocks';
import { SESSION_KEYS } from '../../src/shared/session';
import { pathOf, preloadRouteModules, StoryApp, visit } from '../app/appStory';
import { ADMIN } from '../features/auth/authStory';
import { chartsDrawn } from '../features/dashboard/chartsDrawn';
import { typeCode } from '../features/auth/otpHelpers';

/** The real app (every route, the guard, the shell) in a memory router against the in-memory API. */
const meta = {
  title: 'Flows/SignIn',
  component: StoryApp,
  parameters: { layout: 'fullscreen', session: 'signedOut' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { storyId: '', path: '/' },
  render: (args, context) => <StoryApp {...args} storyId={context.id} />,
  loaders: [preloadRouteModules],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromSignInToDashboard: Story = {
  play: async ({ canvas, context, step }) => {
    const api = storyApi(context);

    await step('signed out, the panel opens on the sign-in page', async () => {
      await expect(await canvas.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      await expect(pathOf(context)).toBe('/signin');
    });

    await step('a wrong password is refused', async () => {
      await userEvent.type(canvas.getByLabelText('Email Address'), ADMIN.email);
      await userEvent.type(canvas.getByLabelText('Password'), 'not-the-password');
      await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Invalid email or password. Please check your credentials and try again.',
      );
    });

    await step('the right password sends the code and opens the code page', async () => {
      await userEvent.clear(canvas.getByLabelText('Password'));
      await userEvent.type(canvas.getByLabelText('Password'), ADMIN.password);
      await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
      await expect(await canvas.findByRole('heading', { name: 'Verify Your Identity' })).toBeVisible();
      await expect(pathOf(context)).toBe('/verify-otp');
      await expect(api.requests.map((r) => r.path)).toContain('/otp/sendOtp');
      await expect(localStorage.getItem(SESSION_KEYS.otpPending)).toBe('true');
    });

    await step('with the code pending, a protected page leads back to the code page', async () => {
      await visit(context, '/category/list');
      await waitFor(() => expect(pathOf(context)).toBe('/verify-otp'));
      await expect(await canvas.findByRole('heading', { name: 'Verify Your Identity' })).toBeVisible();
      await expect(canvas.queryByRole('navigation')).toBeNull();
    });

    await step('a wrong code clears the boxes; the right one signs in', async () => {
      await typeCode(canvas, '111111');
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
      await expect(canvas.getByText(/attempts left\./)).toHaveTextContent('4 attempts left.');
      await typeCode(canvas, ADMIN.otp);
    });

    await step('the page asked for while the code was pending opens once verified', async () => {
      await expect(await canvas.findByRole('link', { name: 'List Categories' }, { timeout: 5000 })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(pathOf(context)).toBe('/category/list');
      await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
    });

    await step('the dashboard, in the shell, with the signed-in admin', async () => {
      await expect(
        await canvas.findByText("Welcome back! Here's what's happening with your admin panel.", {}, { timeout: 5000 }),
      ).toBeVisible();
      await expect(pathOf(context)).toBe('/dashboard');
      await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? '{}')).toMatchObject({
        name: 'Admin',
        email: ADMIN.email,
      });
      await userEvent.click(canvas.getByRole('button', { name: 'Admin' }));
      await expect(within(await canvas.findByRole('menu')).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      // the dashboard's entry skeletons (docs/panel.md#numbers: 2 s) give way to the content before the screenshot
      await waitFor(() => expect(canvas.queryByLabelText('Loading statistics')).toBeNull(), { timeout: 5000 });
      await waitFor(() => expect(canvas.queryByLabelText('Loading recent activity')).toBeNull(), { timeout: 5000 });
      // and the lazily loaded charts, drawn when the page is idle
      await chartsDrawn(context.canvasElement);
    });
  },
};
