import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { VerifyOtpScreen } from '../../../src/features/auth/screens/VerifyOtpScreen';
import { createManualTime } from '../../../src/shared/time';
import { withCodeSent } from './authStory';
import { boxesOf } from './otpHelpers';
import { bothThemes } from '../../themes';
import { PHONE_GLOBALS, PHONE_VIEWPORT } from '../../phone';

/** The code step on a 360 px phone: the six boxes shrink to fit the card, and nothing scrolls sideways. */
const meta = {
  title: 'Screens/Auth/VerifyOtpScreen/Phone',
  component: VerifyOtpScreen,
  parameters: {
    layout: 'fullscreen',
    session: 'pendingOtp',
    ...PHONE_VIEWPORT,
  },
  globals: PHONE_GLOBALS,
  decorators: [withCodeSent],
  args: { onVerified: fn(), onBackToSignIn: fn(), time: createManualTime() },
} satisfies Meta<typeof VerifyOtpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fits: Story = bothThemes({
  play: async ({ canvas }) => {
    const card = canvas.getByRole('heading', { level: 1, name: 'Verify Your Identity' }).closest('section');
    const boxes = boxesOf(canvas);
    await expect(boxes).toHaveLength(6);
    // The card keeps its page margin on both sides, and the last box sits inside the card.
    const cardBox = card!.getBoundingClientRect();
    await expect(cardBox.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(boxes[5]!.getBoundingClientRect().right).toBeLessThanOrEqual(cardBox.right);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
