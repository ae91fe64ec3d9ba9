import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  EnquiryListScreen,
  type EnquiryListScreenProps,
} from '../../../src/features/contacts/screens/EnquiryListScreen';
import { storyApi } from '../../../src/mocks';
import { bothThemes } from '../../themes';
import { selectRecords, trashSelected, withToasts } from '../selectionStory';

/** The list keeps its URL state in the story, as the route would. */
function StatefulList(args: EnquiryListScreenProps) {
  const [params, setParams] = useState(args.params);
  return (
    <EnquiryListScreen
      {...args}
      params={params}
      onParamsChange={(next) => {
        args.onParamsChange?.(next);
        setParams(next);
      }}
    />
  );
}

/** An enquiry list's selection mode: checkboxes, the bar, Move to trash with one Undo, Export selected to CSV. */
const meta = {
  title: 'Screens/Contacts/EnquiryListSelection',
  component: EnquiryListScreen,
  render: (args) => <StatefulList {...args} />,
  decorators: [withToasts],
  args: { category: 'PAGE', params: {}, onParamsChange: fn(), download: fn(), timeZone: 'UTC' },
} satisfies Meta<typeof EnquiryListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PICKED = ['enquiry from Chen Wei', 'enquiry from Amelia Clarke'];

/** Two enquiries picked: their checkboxes ticked, "2 selected", Select all half-checked. */
export const TwoSelected: Story = bothThemes({
  play: async ({ canvasElement }) => {
    await selectRecords(canvasElement, PICKED);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select all on this page' })).toBePartiallyChecked();
  },
});

/** Select all, Move to trash, one confirmation, one toast for the batch; its Undo restores all three. */
export const TrashThreeThenUndo: Story = {
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    const api = storyApi(context);
    await step('select the page and move it to the trash', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Select' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
      await expect(canvas.getByText('3 selected')).toBeVisible();
      await trashSelected(canvasElement, '3 enquiries moved to the trash.');
      await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Chen Wei' })).toBeNull());
      const bulk = api.requests.filter((r) => r.path === '/bulk/trash');
      await expect(bulk).toHaveLength(1);
      await expect(bulk[0]?.body).toMatchObject({ type: 'enquiry' });
      await expect((bulk[0]?.body as { ids: number[] }).ids).toHaveLength(3);
      await expect(canvas.getByText('0 selected')).toBeVisible();
    });
    await step('Undo restores the whole batch in one call', async () => {
      await userEvent.click(within(document.body).getByRole('button', { name: 'Undo' }));
      await expect(await canvas.findByRole('heading', { name: 'Chen Wei' })).toBeVisible();
      await expect(canvas.getByRole('heading', { name: 'Amelia Clarke' })).toBeVisible();
      const restores = api.requests.filter((r) => r.path === '/trash/restoreMany');
      await expect(restores).toHaveLength(1);
      await expect((restores[0]?.body as { ids: number[] }).ids).toHaveLength(3);
      await waitFor(() =>
        expect(within(document.body).getByText('3 enquiries restored.', { selector: 'li p' })).toBeVisible(),
      );
    });
  },
};

/** Export selected to CSV: only the picked rows, by the same CSV rules and file name as Export CSV. */
export const ExportSelected: Story = {
  play: async ({ canvasElement, args }) => {
    await selectRecords(canvasElement, PICKED);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export selected to CSV' }));
    await expect(args.download).toHaveBeenCalledTimes(1);
    const [text, fileName] = (args.download as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(fileName).toMatch(/^page-enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text.trim().split(/\r?\n/);
    await expect(lines).toHaveLength(3);
    await expect(text).toContain('Chen Wei');
    await expect(text).toContain('Amelia Clarke');
    await expect(text).not.toContain('Mateus Silva');
  },
};

/** Two rows a page: the pick on page 1 stays through page 2; a search empties it. */
export const SurvivesPagingClearsOnSearch: Story = {
  args: { pageSize: 2 },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Select' }));
    const first = canvas.getAllByRole('checkbox', { name: /^Select enquiry from / })[0] as HTMLElement;
    await userEvent.click(first);
    await step('paging keeps it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(await canvas.findByText('Page 2 of 2')).toBeVisible();
      await expect(canvas.getByText('1 selected')).toBeVisible();
      await userEvent.click(canvas.getAllByRole('checkbox', { name: /^Select enquiry from / })[0] as HTMLElement);
      await expect(canvas.getByText('2 selected')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
      await waitFor(() => expect(canvas.getAllByRole('checkbox', { name: /^Select enquiry from / })[0]).toBeChecked());
    });
    await step('a search empties it', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search enquiries' }), 'Chen');
      await waitFor(() => expect(canvas.getByText('0 selected')).toBeVisible());
    });
  },
};

/** Without a mouse: Select, Space on "Select all on this page", Tab to Move to trash, Enter; Cancel puts focus back. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('button', { name: 'Select' });
    select.focus();
    await userEvent.keyboard('{Enter}');
    const all = canvas.getByRole('checkbox', { name: 'Select all on this page' });
    await waitFor(() => expect(all).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('3 selected')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export selected to CSV' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Move to trash' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Move 3 enquiries to the trash?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Select' })).toHaveFocus());
  },
};
