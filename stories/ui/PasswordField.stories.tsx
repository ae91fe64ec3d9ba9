import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from '../../src/ui/PasswordField';
import { bothThemes } from '../themes';

const meta = {
  title: 'UI/Fields/PasswordField',
  component: PasswordField,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  args: { label: 'Password', defaultValue: 'correct horse' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const ToggleWithKeyboard: Story = {
  play: async ({ canvas, step }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await step('Tab reaches the toggle after the input', async () => {
      await userEvent.click(input);
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    });
    await step('Enter shows the password', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(input).toHaveAttribute('type', 'text');
      const toggle = canvas.getByRole('button', { name: 'Hide password' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(toggle).toHaveFocus();
    });
    await step('Space hides it again', async () => {
      await userEvent.keyboard(' ');
      await expect(input).toHaveAttribute('type', 'password');
    });
  },
};

export const Visible: Story = { args: { defaultVisible: true } };
const withError = { error: 'Please fill in all fields', defaultValue: '' };
export const WithError: Story = bothThemes({
  args: withError,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  },
});
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};
