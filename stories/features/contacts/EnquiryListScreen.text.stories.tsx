import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  EnquiryListScreen,
  type EnquiryListScreenProps,
} from '../../../src/features/contacts/screens/EnquiryListScreen';
import { storyApi } from '../../../src/mocks';
import { LONG_TEXT, STORY_NOW, expectClampedWithMore, withRows } from '../longText';
import { bothThemes } from '../../themes';

function StatefulList(args: EnquiryListScreenProps) {
  const [params, setParams] = useState(args.params ?? {});
  return <EnquiryListScreen {...args} params={params} onParamsChange={setParams} />;
}

const LONG_ENQUIRY = {
  id: 80,
  name: 'Tomasz Wiśniewski',
  emailId: 'tomasz@example.com',
  phoneNo: '+48 22 555 0101',
  country: 'Poland',
  service: 'Content audit',
  message: LONG_TEXT,
  ip: '203.0.113.80',
  enquiryCategory: 'FOOTER' as const,
  enquiryPage: '/pricing',
  channel: 'WEB',
  changer: null,
  version: 0,
  createdDate: new Date(STORY_NOW - 60_000).toISOString(),
};

/** Counts and long texts of an enquiry list (issue #16 "Lists and text"). */
const meta = {
  title: 'Screens/Contacts/EnquiryListScreen/Text',
  component: EnquiryListScreen,
  render: (args) => <StatefulList {...args} />,
  args: { category: 'FOOTER', params: {}, onParamsChange: fn(), download: fn(), timeZone: 'UTC' },
  decorators: [withRows('enquiry', [LONG_ENQUIRY])],
} satisfies Meta<typeof EnquiryListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LongMessage: Story = bothThemes({
  play: async ({ canvas, step, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Footer enquiries' });
    await waitFor(() => expect(canvas.getByText('4 enquiries')).toBeVisible());
    const row = within(list).getByRole('heading', { name: 'Tomasz Wiśniewski' }).closest('li') as HTMLElement;
    await step('the message is clamped to 2 lines, with Show more; where it came from stays visible', async () => {
      const { element, lineHeight, more } = await expectClampedWithMore(row, /pasted from a brief/, 2);
      await expect(within(row).getByText(/Service: Content audit/)).toBeVisible();
      await userEvent.click(more);
      await expect(element.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 2 + 1);
    });
    await step('one result reads "1 enquiry"', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search enquiries' }), 'Tomasz');
      await waitFor(() => expect(canvas.getByText('1 enquiry')).toBeVisible());
    });
  },
});

/** The enquiry lists have the same toolbar as every list: a labelled search beside a labelled sort, in line. */
export const SortOldestFirst: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await canvas.findByRole('list', { name: 'Footer enquiries' });
    const search = canvas.getByRole('searchbox', { name: 'Search enquiries' });
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(canvas.getByText('Search enquiries')).toBeVisible();
    await expect(
      Math.abs(search.getBoundingClientRect().bottom - sort.getBoundingClientRect().bottom),
    ).toBeLessThanOrEqual(1);
    await userEvent.selectOptions(sort, 'oldest');
    await waitFor(() => {
      const last = storyApi(context)
        .requests.filter((r) => r.path === '/api/enquiries/list')
        .at(-1);
      return expect(last?.query.sort).toBe('oldest');
    });
    const list = canvas.getByRole('list', { name: 'Footer enquiries' });
    await waitFor(() => expect(within(list).getAllByRole('heading')[0]).not.toHaveTextContent('Tomasz Wiśniewski'));
  },
};
