import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EnquiryRow } from '@/features/contacts/components/EnquiryRow';
import { DataList } from '@/ui/DataRow';
import { bothThemes } from '../../themes';
import { expectClampedWithMore, LONG_TEXT } from '../longText';
import { enquiryOf } from './messageStoryData';

/** One enquiry: name, channel, contact details and date, the message on two lines, where it came from, and actions. */
const meta = {
  title: 'Features/Contacts/EnquiryRow',
  component: EnquiryRow,
  args: { enquiry: enquiryOf(), timeZone: 'UTC', onView: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <DataList label="Enquiries">{Story()}</DataList>
      </div>
    ),
  ],
} satisfies Meta<typeof EnquiryRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field given, in the list of every form's enquiries (so the form is named). */
export const AllFields: Story = bothThemes({
  args: { showForm: true },
  play: async ({ args, canvas, userEvent }) => {
    const row = canvas.getByRole('listitem');
    await expect(within(row).getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
    await expect(row).toHaveTextContent('ada@example.com · +44 20 7946 0000 · United Kingdom · Nov 18, 2026, 2:05 PM');
    await expect(row).toHaveTextContent(
      'Form: Footer · Service: SEO audit · Page: /pricing · IP: 203.0.113.10 · Channel: WEB',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'View enquiry from Ada Lovelace' }));
    await expect(args.onView).toHaveBeenCalledWith(args.enquiry);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete enquiry from Ada Lovelace' }));
    await expect(args.onDelete).toHaveBeenCalledWith(args.enquiry);
  },
});

/** Only what every enquiry has: no channel, no facts line, no empty separators. */
export const OnlyRequired: Story = {
  args: {
    enquiry: enquiryOf({ phoneNo: '', country: null, service: null, enquiryPage: '', ip: null, channel: null }),
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem');
    await expect(row).not.toHaveTextContent('WEB');
    await expect(row).toHaveTextContent(/ada@example\.com · Nov 18, 2026, 2:05 PM/);
    await expect(row).not.toHaveTextContent(/Service:|Page:|IP:|Form:|Channel:/);
  },
};

/** A long message shows two lines, cut, "Show more" opens the rest and "Show less" cuts it again. */
export const LongMessage: Story = bothThemes({
  args: { enquiry: enquiryOf({ message: LONG_TEXT }) },
  play: async ({ canvasElement, userEvent }) => {
    const { element, lineHeight, more } = await expectClampedWithMore(canvasElement, LONG_TEXT, 2);
    await expect(more).toHaveAccessibleName('Show more, message from Ada Lovelace');
    await userEvent.click(more);
    await expect(element.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 3);
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  },
});
