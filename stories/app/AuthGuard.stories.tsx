import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storyApi } from '../../src/mocks';
import { SESSION_KEYS } from '../../src/shared/session';
import { ADMIN, withCodeSent } from '../features/auth/authStory';
import { typeCode } from '../features/auth/otpHelpers';
import { pathOf, preloadRouteModules, standInPages, StoryApp } from './appStory';

const meta = {
  title: 'Screens/App/AuthGuard',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { storyId: '', path: '/blog/list', pages: standInPages },
  render: (args, context) => <StoryApp {...args} storyId={context.id} />,
  loaders: [preloadRouteModules],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { api: { scenario: 'loading' } },
  play: async ({ canvas, context }) => {
    // a stored session is confirmed with the server before the shell shows
    await waitFor(() => expect(storyApi(context).requests.map((r) => r.path)).toEqual(['/auth/me']));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const SignedIn: Story = {
  play: async ({ canvas, context }) => {
    await expect(await canvas.findByRole('heading', { name: 'Blogs' })).toBeVisible();
    await expect(pathOf(context)).toBe('/blog/list');
  },
};

export const PendingCodeGoesToVerify: Story = {
  parameters: { session: 'pendingOtp' },
  decorators: [withCodeSent],
  play: async ({ canvas, context, step }) => {
    await step('a protected page with a code pending shows the code screen', async () => {
      await expect(await canvas.findByRole('heading', { name: 'Verify Your Identity' })).toBeVisible();
      await expect(pathOf(context)).toBe('/verify-otp');
    });
    await step('after the code, the admin lands on the page they asked for', async () => {
      await typeCode(canvas, ADMIN.otp);
      await expect(await canvas.findByRole('heading', { name: 'Blogs' })).toBeVisible();
      await expect(pathOf(context)).toBe('/blog/list');
    });
  },
};

export const NoSessionGoesToSignIn: Story = {
  parameters: { session: 'signedOut' },
  args: { path: '/blog/list?page=2' },
  play: async ({ canvas, context, step }) => {
    await step('no session: the sign-in page, nothing of the shell', async () => {
      await expect(await canvas.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      await expect(pathOf(context)).toBe('/signin');
      await expect(canvas.queryByRole('navigation')).toBeNull();
    });
    await step('signing in and verifying returns to the page asked for, query included', async () => {
      await userEvent.type(canvas.getByLabelText('Email Address'), ADMIN.email);
      await userEvent.type(canvas.getByLabelText('Password'), ADMIN.password);
      await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
      await expect(await canvas.findByRole('heading', { name: 'Verify Your Identity' })).toBeVisible();
      await typeCode(canvas, ADMIN.otp);
      await expect(await canvas.findByRole('heading', { name: 'Blogs' })).toBeVisible();
      await expect(pathOf(context)).toBe('/blog/list?page=2');
    });
  },
};

export const SignedInOnSignInGoesToDashboard: Story = {
  args: { path: '/signin' },
  play: async ({ canvas, context }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(pathOf(context)).toBe('/dashboard');
  },
};

export const VerifyWithoutCodeGoesToSignIn: Story = {
  parameters: { session: 'signedOut' },
  args: { path: '/verify-otp' },
  play: async ({ canvas, context }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(pathOf(context)).toBe('/signin');
  },
};

export const IndexGoesToDashboard: Story = {
  args: { path: '/' },
  play: async ({ canvas, context }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(pathOf(context)).toBe('/dashboard');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SectionRedirect: Story = {
  args: { path: '/blog' },
  play: async ({ canvas, context }) => {
    await expect(await canvas.findByRole('heading', { name: 'Blogs' })).toBeVisible();
    await expect(pathOf(context)).toBe('/blog/list');
  },
};

export const SessionRejected: Story = {
  parameters: { api: { scenario: 'sessionExpired' } },
  args: { path: '/blog/list?page=3' },
  play: async ({ canvas, context, step }) => {
    await step('the server rejects the stored session: signed out, on the sign-in page', async () => {
      await expect(await canvas.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      await expect(pathOf(context)).toBe('/signin');
      await waitFor(() => expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull());
    });
    await step('signing in again returns to the page the admin was on', async () => {
      storyApi(context).setScenario('default');
      await userEvent.type(canvas.getByLabelText('Email Address'), ADMIN.email);
      await userEvent.type(canvas.getByLabelText('Password'), ADMIN.password);
      await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
      await expect(await canvas.findByRole('heading', { name: 'Verify Your Identity' })).toBeVisible();
      await typeCode(canvas, ADMIN.otp);
      await expect(await canvas.findByRole('heading', { name: 'Blogs' })).toBeVisible();
      await expect(pathOf(context)).toBe('/blog/list?page=3');
    });
  },
};
