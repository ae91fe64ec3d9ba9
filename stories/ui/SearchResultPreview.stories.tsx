import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { SearchResultPreview } from '../../src/ui/SearchResultPreview';
import { bothThemes } from '../themes';

const meta = {
  title: 'UI/SearchResultPreview',
  component: SearchResultPreview,
  args: {
    title: 'Ten habits of fast product teams',
    url: 'https://www.example.com/blog/ten-habits-of-fast-product-teams',
    description:
      'What the quickest product teams do differently: short feedback loops, small releases and decisions written down.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof SearchResultPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithinLimits: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Search result preview' })).toBeVisible();
    await expect(canvas.getByText('www.example.com › blog › ten-habits-of-fast-product-teams')).toBeVisible();
    await expect(canvas.getByText('32 / 60 characters')).toBeVisible();
    await expect(canvas.queryByText(/over the recommended/)).toBeNull();
  },
};

export const TooLong: Story = bothThemes({
  args: {
    title: 'Ten habits of fast product teams, and the three they quietly dropped along the way',
    description:
      'What the quickest product teams do differently: short feedback loops, small releases, decisions written down where everyone can find them, and a habit of deleting the work nobody uses any more.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('22 over the recommended 60. Search engines may cut the title short.')).toBeVisible();
    await expect(
      canvas.getByText(/over the recommended 160\. Search engines may cut the description short\./),
    ).toBeVisible();
    await expect(canvas.getByText(/the three they\.\.\.$/)).toBeVisible();
  },
});

export const Empty: Story = {
  args: { title: '', url: '', description: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No meta title yet')).toBeVisible();
    await expect(canvas.getByText('No page URL yet')).toBeVisible();
    await expect(canvas.getAllByText('0 / 60 characters')).toHaveLength(1);
  },
};

function LivePreview() {
  const [title, setTitle] = useState('');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <label>
        Meta title <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <SearchResultPreview title={title} url="https://www.example.com/blog/live" description="Typed live." />
    </div>
  );
}

export const UpdatesLive: Story = {
  render: () => <LivePreview />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Meta title' }), 'Hello search');
    await expect(canvas.getByText('Hello search')).toBeVisible();
    await expect(canvas.getByText('12 / 60 characters')).toBeVisible();
  },
};
