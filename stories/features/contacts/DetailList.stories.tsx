import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DetailList } from '@/features/contacts/components/DetailList';
import { bothThemes } from '../../themes';

const MESSAGE = 'Hello,\nthe "Compare plans" link leads to a 404.\n\nThanks, Hannah';

/** A record's fields as a description list: two columns from the small breakpoint, long text across both. */
const meta = {
  title: 'Features/Contacts/DetailList',
  component: DetailList,
  args: {
    items: [
      { label: 'Name', value: 'Hannah Schmidt' },
      { label: 'Phone', value: '' },
      { label: 'Country', value: null },
      { label: 'Service', value: 'SEO audit' },
      { label: 'Message', value: MESSAGE, long: true },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty values read "Not given"; the message keeps its line breaks. */
export const Fields: Story = bothThemes({
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    const values = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(terms).toEqual(['Name', 'Phone', 'Country', 'Service', 'Message']);
    await expect(values).toEqual(['Hannah Schmidt', 'Not given', 'Not given', 'SEO audit', MESSAGE]);
    const message = canvas.getAllByRole('definition')[4] as HTMLElement;
    await expect(getComputedStyle(message).whiteSpace).toBe('pre-wrap');
    await expect(message.getBoundingClientRect().width).toBeGreaterThan(
      (canvas.getAllByRole('definition')[0] as HTMLElement).getBoundingClientRect().width * 1.5,
    );
  },
});
