import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SIGN_IN_ENDED, signInNoticeAtom } from '../../../src/features/auth/atoms';
import { SignInScreen } from '../../../src/features/auth/screens/SignInScreen';
import { fetchAtom } from '../../../src/shared/api/apiClientAtom';
import { ADMIN } from './authStory';

/** Why the admin is (back) on the sign-in page, in the server's or the code step's words. */
const meta = {
  title: 'Screens/Auth/SignInScreen Notices',
  component: SignInScreen,
  parameters: { layout: 'fullscreen', session: 'signedOut' },
  args: { onSignedIn: fn() },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function Seed({ children, run }: { children: ReactNode; run: (store: ReturnType<typeof useStore>) => void }) {
  const store = useStore();
  useState(() => {
    run(store);
    return true;
  });
  return children;
}

const withSignInEnded: Decorator = (Story) => (
  <Seed run={(store) => store.set(signInNoticeAtom, SIGN_IN_ENDED)}>
    <Story />
  </Seed>
);

const TOO_MANY = 'Too many sign-in attempts. Please try again later.';
const withRateLimit: Decorator = (Story) => (
  <Seed
    run={(store) =>
      store.set(fetchAtom, () =>
        Promise.resolve(
          new Response(JSON.stringify({ message: TOO_MANY, retryAfterSeconds: 840 }), {
            status: 429,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      )
    }
  >
    <Story />
  </Seed>
);

export const AfterSignInEnded: Story = {
  decorators: [withSignInEnded],
  play: async ({ canvas }) => {
    // the code step's sign-in was replaced by a newer one or expired: the admin learns why they are back here
    await expect(canvas.getByRole('alert')).toHaveTextContent(SIGN_IN_ENDED);
  },
};

export const RateLimited: Story = {
  decorators: [withRateLimit],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Email Address'), ADMIN.email);
    await userEvent.type(canvas.getByLabelText('Password'), ADMIN.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    // the server's answer, not "Network error…"
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TOO_MANY);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};
