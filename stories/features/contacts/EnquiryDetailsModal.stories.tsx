import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EnquiryDetailsModal } from '@/features/contacts/components/EnquiryDetailsModal';
import { bothThemes } from '../../themes';
import { enquiryOf } from './messageStoryData';

/** Every field of an enquiry (docs/panel.md#records-on-screen), read-only, titled "Enquiry from <name>". */
const meta = {
  title: 'Features/Contacts/EnquiryDetailsModal',
  component: EnquiryDetailsModal,
  args: { enquiry: enquiryOf(), timeZone: 'UTC', onClose: fn() },
} satisfies Meta<typeof EnquiryDetailsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Enquiry from Ada Lovelace' });
const fields = () =>
  within(dialog())
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

export const AllFields: Story = bothThemes({
  play: async ({ args, userEvent }) => {
    await expect(fields()).toEqual([
      ['Name', 'Ada Lovelace'],
      ['Email', 'ada@example.com'],
      ['Phone', '+44 20 7946 0000'],
      ['Country', 'United Kingdom'],
      ['Service', 'SEO audit'],
      ['Page', '/pricing'],
      ['Channel', 'WEB'],
      ['IP address', '203.0.113.10'],
      ['Received', 'Nov 18, 2026, 2:05 PM'],
      ['Message', 'We would like a quote for an SEO audit of our shop.'],
    ]);
    await expect(within(dialog()).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    await expect(
      within(dialog())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).not.toContain('Mark as Replied');
    await userEvent.click(within(dialog()).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
});

/** Fields the visitor left out read "Not given"; an address stored before the strict check is text, not a link. */
export const MissingFieldsAndOldAddress: Story = bothThemes({
  args: {
    enquiry: enquiryOf({
      emailId: 'ada at example dot com',
      phoneNo: '',
      country: null,
      service: null,
      enquiryPage: '',
      channel: null,
      ip: null,
    }),
  },
  play: async () => {
    await expect(
      fields()
        .filter(([, value]) => value === 'Not given')
        .map(([label]) => label),
    ).toEqual(['Phone', 'Country', 'Service', 'Page', 'Channel', 'IP address']);
    await expect(within(dialog()).queryByRole('link')).toBeNull();
    await expect(within(dialog()).getByText('ada at example dot com')).toBeVisible();
  },
});
