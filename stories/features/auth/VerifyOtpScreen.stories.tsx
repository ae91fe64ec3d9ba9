import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { VerifyOtpScreen } from '../../../src/features/auth/screens/VerifyOtpScreen';
import { createManualTime } from '../../../src/shared/time';
import { storyApi } from '../../../src/mocks';
import { SESSION_KEYS } from '../../../src/shared/session';
import { ADMIN, withCodeSent, withServerDown } from './authStory';
import { boxesOf, typeCode } from './otpHelpers';
import { bothThemes } from '../../themes';
import { afterPaint } from '../../afterPaint';

/** Each story has its own manual clock: `time.advance(ms)` moves the countdowns without waiting. */
const meta = {
  title: 'Screens/Auth/VerifyOtpScreen',
  component: VerifyOtpScreen,
  parameters: { layout: 'fullscreen', session: 'pendingOtp' },
  decorators: [withCodeSent],
  args: { onVerified: fn(), onBackToSignIn: fn(), time: createManualTime() },
} satisfies Meta<typeof VerifyOtpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { time: createManualTime() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verify Your Identity' })).toBeVisible();
    await expect(canvas.getByText('Enter the 6-digit code sent to your device')).toBeVisible();
    // It says where the code went: by email, or the outbox folder in development.
    await expect(canvas.getByText(/^The code goes by email to/)).toHaveTextContent(ADMIN.email);
    await expect(canvas.getByText(/^The code goes by email to/)).toHaveTextContent('outbox folder');
    const boxes = boxesOf(canvas);
    await expect(boxes).toHaveLength(6);
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
    // the code sent at sign-in started the 30 s cooldown (spec: a resend is disabled for 30 s)
    await expect(canvas.getByRole('button', { name: 'Resend in 30s' })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
      'The code is valid for 5:00.',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Sign In' }));
    await expect(args.onBackToSignIn).toHaveBeenCalledTimes(1);
  },
};

export const PartlyFilled: Story = {
  args: { time: createManualTime() },
  play: async ({ canvas, context, step }) => {
    const boxes = boxesOf(canvas);
    await step('typing advances box by box', async () => {
      await typeCode(canvas, '1234');
      await expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('1234');
      await expect(boxes[4]).toHaveFocus();
    });
    await step('backspace on an empty box clears the one before and moves back', async () => {
      await userEvent.keyboard('{Backspace}');
      await expect(boxes[3]).toHaveValue('');
      await expect(boxes[3]).toHaveFocus();
    });
    await step('a letter is refused', async () => {
      await userEvent.keyboard('x');
      await expect(boxes[3]).toHaveValue('');
    });
    await expect(canvas.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
    await step('Enter with fewer than six digits: the spec message, no request', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter all 6 digits.');
      await expect(storyApi(context).requests).toHaveLength(0);
    });
  },
};

export const Pasting: Story = {
  args: { time: createManualTime() },
  play: async ({ canvas, context, args }) => {
    boxesOf(canvas)[0]?.focus();
    // only digits are kept and the text is cut to six; the sixth digit submits on its own
    await userEvent.paste('12 34-56 789');
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledTimes(1));
    const verify = storyApi(context).requests.find((request) => request.path === '/otp/verifyOtp');
    await expect(verify?.body).toEqual({ email: ADMIN.email, otp: '123456' });
    await expect(localStorage.getItem(SESSION_KEYS.otpPending)).toBeNull();
    await expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? '{}')).toMatchObject({ name: 'Admin' });
  },
};

export const Busy: Story = {
  args: { time: createManualTime() },
  parameters: { api: { scenario: 'loading' } },
  play: async ({ canvas, args }) => {
    await typeCode(canvas, ADMIN.otp);
    const button = await canvas.findByRole('button', { name: 'Verifying...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // The boxes are read-only, not disabled: the focus stays in the last one while the code is checked.
    for (const box of boxesOf(canvas)) await expect(box).toHaveAttribute('readonly');
    await afterPaint();
    await expect(boxesOf(canvas)[5]).toHaveFocus();
    await userEvent.keyboard('{Backspace}9');
    await expect(boxesOf(canvas)[5]).toHaveValue('6');
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
};

export const WrongCode: Story = bothThemes({
  args: { time: createManualTime() },
  play: async ({ canvas, args, step }) => {
    await step('a wrong code: the spec message, boxes cleared, focus on the first', async () => {
      await typeCode(canvas, '000000');
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
      const boxes = boxesOf(canvas);
      for (const box of boxes) await expect(box).toHaveValue('');
      await waitFor(() => expect(boxes[0]).toHaveFocus());
      await expect(args.onVerified).not.toHaveBeenCalled();
    });
    await step("the server's count of tries left is shown", async () => {
      await expect(canvas.getByText(/attempts left\./)).toHaveTextContent('4 attempts left.');
    });
  },
});

export const VerificationError: Story = {
  args: { time: createManualTime() },
  decorators: [withServerDown],
  play: async ({ canvas }) => {
    await typeCode(canvas, ADMIN.otp);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Verification failed. Please try again.');
  },
};
