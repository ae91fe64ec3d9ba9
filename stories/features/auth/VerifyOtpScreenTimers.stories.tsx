import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { VerifyOtpScreen } from '../../../src/features/auth/screens/VerifyOtpScreen';
import { createManualTime, type ManualTime } from '../../../src/shared/time';
import { storyApi } from '../../../src/mocks';
import { ADMIN, setPendingCode, withCodeSent, withServerDown } from './authStory';
import { boxesOf, typeCode } from './otpHelpers';

/** The code screen's clocks (resend cooldown, the code's validity), moved by a manual time source, never waited for. */
const meta = {
  title: 'Screens/Auth/VerifyOtpScreen Timers',
  component: VerifyOtpScreen,
  parameters: { layout: 'fullscreen', session: 'pendingOtp' },
  decorators: [withCodeSent],
  args: { onVerified: fn(), onBackToSignIn: fn(), time: createManualTime() },
} satisfies Meta<typeof VerifyOtpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const manual = (ticker: unknown) => ticker as ManualTime;

export const ResendCooldown: Story = {
  args: { time: createManualTime() },
  play: async ({ canvas, args, context, step }) => {
    const ticker = manual(args.time);
    const api = storyApi(context);
    // the server's own 30 s cooldown since the code sent at sign-in has passed
    api.advance(31_000);
    ticker.advance(31_000);
    await step('a resend sends a new code and starts the 30 s cooldown', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Resend Code' }));
      const button = await canvas.findByRole('button', { name: 'Resend in 30s' });
      await expect(button).toBeDisabled();
      await expect(api.requests.at(-1)).toMatchObject({ path: '/otp/sendOtp', body: { email: ADMIN.email } });
      await expect(canvas.getByRole('status')).toHaveTextContent('A new code has been sent.');
      await expect(canvas.getByText(/The code is valid for/)).toHaveTextContent('The code is valid for 5:00.');
    });
    await step('it counts down second by second', async () => {
      ticker.advance(1000);
      await expect(await canvas.findByRole('button', { name: 'Resend in 29s' })).toBeDisabled();
      ticker.advance(18_000);
      await expect(await canvas.findByRole('button', { name: 'Resend in 11s' })).toBeDisabled();
      await expect(canvas.getByText(/The code is valid for/)).toHaveTextContent('The code is valid for 4:41.');
    });
    await step('after 30 s Resend Code is back', async () => {
      ticker.advance(11_000);
      await expect(await canvas.findByRole('button', { name: 'Resend Code' })).toBeEnabled();
    });
    ticker.advance(-11_000);
    await canvas.findByRole('button', { name: 'Resend in 11s' });
  },
};

export const ResendFailure: Story = {
  args: { time: createManualTime() },
  decorators: [withServerDown],
  play: async ({ canvas, args }) => {
    // no answer from the server: the spec's message, and Resend Code may be tried again at once
    manual(args.time).advance(30_000);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend Code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to resend OTP. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  },
};

export const Expired: Story = {
  args: { time: createManualTime() },
  play: async ({ canvas, args, context, step }) => {
    await step('the validity runs out on screen', async () => {
      manual(args.time).advance(299_000);
      await expect(await canvas.findByText(/The code is valid for/)).toHaveTextContent('The code is valid for 0:01.');
      manual(args.time).advance(1000);
      await expect(await canvas.findByText('This code has expired.')).toBeVisible();
    });
    await step('the server agrees: the code is refused as expired', async () => {
      storyApi(context).advance(301_000);
      await typeCode(canvas, ADMIN.otp);
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
      await expect(args.onVerified).not.toHaveBeenCalled();
      for (const box of boxesOf(canvas)) await expect(box).toHaveValue('');
      await expect(canvas.getByText('This code has expired.')).toBeVisible();
    });
  },
};

export const NoAttemptsLeft: Story = {
  args: { time: createManualTime() },
  play: async ({ canvas, context }) => {
    setPendingCode(storyApi(context), { otpAttempts: 4 }); // of 5
    await typeCode(canvas, '999999');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
    await expect(canvas.getByText('No attempts left.')).toBeVisible();
    // typing again clears the banner (docs/panel.md#validation)
    await userEvent.keyboard('1');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Verified: Story = {
  args: { time: createManualTime() },
  play: async ({ canvas, args }) => {
    await typeCode(canvas, ADMIN.otp);
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledTimes(1));
  },
};
