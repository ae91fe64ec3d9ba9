import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailLink } from '@/features/contacts/components/EmailLink';
import { bothThemes } from '../../themes';

/** A sender's address: a `mailto:` link with its parts encoded, or plain text when the address is not valid. */
const meta = {
  title: 'Features/Contacts/EmailLink',
  component: EmailLink,
  args: { address: 'ada.lovelace@example.com' },
} satisfies Meta<typeof EmailLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = bothThemes({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'ada.lovelace@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada.lovelace@example.com',
    );
  },
});

/** Characters a mailbox allows but a URL reads specially are percent-encoded, so they stay part of the address. */
export const EncodedParts: Story = {
  args: { address: 'o+news/team@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'o+news/team@example.com' })).toHaveAttribute(
      'href',
      'mailto:o%2Bnews%2Fteam@example.com',
    );
  },
};

/** An address that would add a Bcc to the mail is shown as text, never as a link. */
export const NotValid: Story = bothThemes({
  args: { address: 'ana@example.com?bcc=attacker@evil.test' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('ana@example.com?bcc=attacker@evil.test')).toBeVisible();
  },
});
