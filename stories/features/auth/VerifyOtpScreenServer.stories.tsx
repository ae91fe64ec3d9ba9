import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { VerifyOtpScreen } from '../../../src/features/auth/screens/VerifyOtpScreen';
import { createManualTime, type ManualTime } from '../../../src/shared/time';
import { MOCK_NOW, storyApi } from '../../../src/mocks';
import { codeLimitKeys } from '../../../server/src/auth/code.ts';
import { ADMIN, setCodeCounter, setPendingCode, withCodeSent, withCodeRefused } from './authStory';
import { boxesOf, typeCode } from './otpHelpers';

/** The code screen says what the server decided: its refusals, their waits, and a sign-in that was replaced. */
const meta = {
  title: 'Screens/Auth/VerifyOtpScreen Server Answers',
  component: VerifyOtpScreen,
  parameters: { layout: 'fullscreen', session: 'pendingOtp' },
  decorators: [withCodeSent],
  args: { onVerified: fn(), onBackToSignIn: fn(), time: createManualTime() },
} satisfies Meta<typeof VerifyOtpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const manual = (ticker: unknown) => ticker as ManualTime;
const MINUTE = 60_000;

export const CooldownFromSignIn: Story = {
  args: { time: createManualTime() },
  play: async ({ canvas, args, context }) => {
    const ticker = manual(args.time);
    // the code sent with the password starts the 30 s wait: the first Resend cannot fail on it
    await expect(canvas.getByRole('button', { name: 'Resend in 30s' })).toBeDisabled();
    ticker.advance(29_000);
    await expect(await canvas.findByRole('button', { name: 'Resend in 1s' })).toBeDisabled();
    ticker.advance(1000);
    storyApi(context).advance(30_000);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend Code' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('A new code has been sent.');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Resend in 30s' })).toBeDisabled();
  },
};

export const ResendRefused: Story = {
  args: { time: createManualTime() },
  play: async ({ canvas, args, context }) => {
    // this screen's clock is ahead of the server's: the server still refuses, and its reason and wait are shown
    manual(args.time).advance(30_000);
    storyApi(context).advance(22_000);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend Code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please wait before requesting another code.');
    await expect(canvas.getByRole('button', { name: 'Resend in 8s' })).toBeDisabled();
    manual(args.time).advance(8000);
    await expect(await canvas.findByRole('button', { name: 'Resend Code' })).toBeEnabled();
  },
};

export const HourlyCap: Story = {
  args: { time: createManualTime() },
  play: async ({ canvas, args, context, step }) => {
    const api = storyApi(context);
    const t = new Date(MOCK_NOW).getTime();
    // four earlier codes this hour (the first 22 minutes ago) and the one sent at sign-in
    setCodeCounter(api, codeLimitKeys.codesPerHour(ADMIN.id), t - 22 * MINUTE, 5);
    manual(args.time).advance(30_000);
    api.advance(30_000);
    await step("a sixth code is refused: the server's words and its real wait", async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Resend Code' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Too many codes requested. Try again in 38 minutes.',
      );
      await expect(canvas.getByRole('button', { name: 'Resend in 38 min' })).toBeDisabled();
    });
    await step('Resend stays disabled that long', async () => {
      manual(args.time).advance(36 * MINUTE);
      await expect(await canvas.findByRole('button', { name: 'Resend in 2 min' })).toBeDisabled();
      manual(args.time).advance(MINUTE);
      await expect(await canvas.findByRole('button', { name: 'Resend in 30s' })).toBeDisabled();
      manual(args.time).advance(30_000);
      await expect(await canvas.findByRole('button', { name: 'Resend Code' })).toBeEnabled();
    });
  },
};

export const SentRefusedAtSignIn: Story = {
  args: { time: createManualTime() },
  decorators: [withCodeRefused('Too many codes requested. Try again in 38 minutes.', 38 * 60)],
  play: async ({ canvas, context }) => {
    setPendingCode(storyApi(context), { otpHash: null, otpExpiresAt: null });
    // no code was sent for this sign-in: the screen says so beside the spec's subtitle, never the subtitle alone
    await expect(canvas.getByText('Enter the 6-digit code sent to your device')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many codes requested. Try again in 38 minutes.');
    await expect(canvas.getByRole('button', { name: 'Resend in 38 min' })).toBeDisabled();
    await expect(canvas.queryByText(/The code is valid for/)).toBeNull();
    // a code typed anyway (an older mail's): the server's answer, not a count of tries
    await typeCode(canvas, ADMIN.otp);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No code has been sent. Please request a new code.',
    );
    await expect(canvas.queryByText(/attempts? left/)).toBeNull();
  },
};

export const Superseded: Story = {
  args: { time: createManualTime() },
  play: async ({ canvas, args, context }) => {
    const api = storyApi(context);
    // the same admin signs in again elsewhere (another tab): this pending sign-in is replaced
    await api.fetch('http://127.0.0.1:3001/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailId: ADMIN.email, password: ADMIN.password }),
    });
    await typeCode(canvas, ADMIN.otp);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This sign-in has ended: it was replaced by a newer sign-in or it expired. Please sign in again.',
    );
    await expect(canvas.queryByText('No attempts left.')).toBeNull();
    for (const box of boxesOf(canvas)) await expect(box).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Resend/ })).toBeDisabled();
    await expect(args.onVerified).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Sign In' }));
    await expect(args.onBackToSignIn).toHaveBeenCalledTimes(1);
  },
};
