import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { EnquiryListScreen } from '../../../src/features/contacts/screens/EnquiryListScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';
import { bothThemes } from '../../themes';

/** An enquiry list's actions: the view-details modal and the delete confirmation. */
const meta = {
  title: 'Screens/Contacts/EnquiryListActions',
  component: EnquiryListScreen,
  args: { category: 'PAGE', params: {}, onParamsChange: fn(), download: fn(), timeZone: 'UTC' },
} satisfies Meta<typeof EnquiryListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = (parameters: DataStoryParameters) => parameters;

export const ViewDetails: Story = bothThemes({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View enquiry from Amelia Clarke' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Enquiry from Amelia Clarke' });
    await expect(dialog).toHaveTextContent('Please audit our checkout for accessibility issues.');
    await expect(dialog).toHaveTextContent('+44 20 7946 0958');
    await expect(dialog).toHaveTextContent('/services/accessibility');
    await expect(dialog).toHaveTextContent('203.0.113.16');
  },
});

export const ViewDetailsMissingFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View enquiry from Mateus Silva' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Enquiry from Mateus Silva' });
    await expect(within(dialog).getAllByText('Not given')).toHaveLength(2);
  },
};

export const DeleteConfirm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete enquiry from Chen Wei' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Delete enquiry?' });
    await expect(dialog).toHaveTextContent('The enquiry from Chen Wei will be moved to the trash.');
  },
};

export const DeleteConfirmed: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete enquiry from Chen Wei' }));
    await userEvent.click(within(document.body).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Chen Wei' })).toBeNull());
    const deletes = storyApi(context).requests.filter((r) => r.method === 'DELETE');
    await expect(deletes.map((r) => r.path)).toEqual(['/api/enquiries/delete/6']);
  },
};

export const DeleteFails: Story = {
  parameters: api({ api: { scenario: 'saveError' } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete enquiry from Chen Wei' }));
    const dialog = within(document.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete contact.');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Chen Wei' })).toBeVisible();
  },
};
