import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SignInScreen } from '../../../src/features/auth/screens/SignInScreen';
import { bothThemes } from '../../themes';

/** What a failed sign-in submit tells the admin, and where (issue #16 "Forms"). */
const meta = {
  title: 'Screens/Auth/SignInScreen/Feedback',
  component: SignInScreen,
  parameters: { layout: 'fullscreen', session: 'signedOut' },
  args: { onSignedIn: fn() },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyFieldTakesFocus: Story = bothThemes({
  play: async ({ canvas, step }) => {
    const email = canvas.getByLabelText('Email Address');
    const password = canvas.getByLabelText('Password');
    await step('nothing filled in: the first empty field is marked and focused', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill in all fields');
      await waitFor(() => expect(email).toHaveFocus());
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAttribute('aria-invalid', 'true');
    });
    await step('with the email given, the password is the one to fill in', async () => {
      await userEvent.type(email, 'admin@example.com');
      await expect(email).not.toHaveAttribute('aria-invalid');
      await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
      await waitFor(() => expect(password).toHaveFocus());
      await expect(email).not.toHaveAttribute('aria-invalid');
    });
  },
});
