import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SignInScreen } from '../../../src/features/auth/screens/SignInScreen';
import { storyApi } from '../../../src/mocks';
import { SESSION_KEYS } from '../../../src/shared/session';
import { ADMIN, withServerDown } from './authStory';
import { bothThemes } from '../../themes';

const meta = {
  title: 'Screens/Auth/SignInScreen',
  component: SignInScreen,
  parameters: { layout: 'fullscreen', session: 'signedOut' },
  args: { onSignedIn: fn() },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => ({
  email: canvas.getByLabelText('Email Address'),
  password: canvas.getByLabelText('Password'),
  submit: canvas.getByRole('button', { name: /Sign In|Signing In/ }),
});

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(canvas.getByText('Sign in to your admin account')).toBeVisible();
    const { email, password, submit } = fields(canvas);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(submit).toHaveTextContent('Sign In');
    await expect(submit).toBeEnabled();
    // no demo build: no credentials on screen
    await expect(canvas.queryByText(/Demo account/)).toBeNull();
  },
};

export const Filled: Story = {
  play: async ({ canvas, step }) => {
    const { email, password } = fields(canvas);
    await userEvent.type(email, ADMIN.email);
    await userEvent.type(password, ADMIN.password);
    await step('the eye button shows and hides the password', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
      await expect(password).toHaveAttribute('type', 'text');
      await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
      await expect(password).toHaveAttribute('type', 'password');
    });
    await expect(email).toHaveValue(ADMIN.email);
  },
};

export const Busy: Story = {
  parameters: { api: { scenario: 'loading' } },
  play: async ({ canvas, args }) => {
    const { email, password } = fields(canvas);
    await userEvent.type(email, ADMIN.email);
    await userEvent.type(password, ADMIN.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const busy = await canvas.findByRole('button', { name: 'Signing In...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
    await expect(email).toBeDisabled();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const EmptyFields: Story = {
  play: async ({ canvas, context, step }) => {
    await step('nothing filled in: the spec banner, no request', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill in all fields');
      await expect(storyApi(context).requests).toHaveLength(0);
    });
    await step('editing a field clears the banner', async () => {
      await userEvent.type(fields(canvas).email, 'a');
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
    await step('one field is not enough', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    });
  },
};

export const Rejected: Story = bothThemes({
  play: async ({ canvas, context, args }) => {
    const { email, password } = fields(canvas);
    await userEvent.type(email, ADMIN.email);
    await userEvent.type(password, 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please check your credentials and try again.',
    );
    const [request] = storyApi(context).requests;
    await expect(request).toMatchObject({ method: 'POST', path: '/auth/signin' });
    await expect(request?.body).toEqual({ emailId: ADMIN.email, password: 'wrong-password' });
    await expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
});

export const NetworkError: Story = {
  decorators: [withServerDown],
  play: async ({ canvas }) => {
    const { email, password } = fields(canvas);
    await userEvent.type(email, ADMIN.email);
    await userEvent.type(password, ADMIN.password);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
    await userEvent.type(password, '!');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const DemoHint: Story = bothThemes({
  args: { demoHint: 'admin@example.com / Admin@123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('admin@example.com / Admin@123')).toBeVisible();
  },
});

export const SignedIn: Story = {
  play: async ({ canvas, context, args }) => {
    const { email, password } = fields(canvas);
    await userEvent.type(email, ADMIN.email);
    await userEvent.type(password, ADMIN.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    // token stored, code pending, and the code sent automatically with that token (docs/panel.md#states)
    await expect(localStorage.getItem(SESSION_KEYS.token)).toMatch(/^mock-token-/);
    await expect(localStorage.getItem(SESSION_KEYS.otpPending)).toBe('true');
    const [signIn, sendOtp] = storyApi(context).requests;
    await expect(signIn?.path).toBe('/auth/signin');
    await expect(sendOtp).toMatchObject({
      method: 'POST',
      path: '/otp/sendOtp',
      body: { email: ADMIN.email, otp: '' },
    });
    await expect(sendOtp?.headers.authorization).toBe(`Bearer ${localStorage.getItem(SESSION_KEYS.token)}`);
  },
};
