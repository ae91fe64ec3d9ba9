import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../../src/ui/Badge';
import { Button } from '../../src/ui/Button';
import { CardGrid } from '../../src/ui/CardGrid';
import { EntityCard } from '../../src/ui/EntityCard';
import { sampleImage } from './sampleImage';
import { bothThemes } from '../themes';

const onDelete = fn();

const footer = (
  <>
    <Button size="sm" variant="secondary">
      View
    </Button>
    <Button size="sm" variant="secondary">
      Edit
    </Button>
    <Button size="sm" variant="danger" onClick={onDelete}>
      Delete
    </Button>
  </>
);

const longBody =
  'Search engines read the title and description of every page. This guide shows how to write both so that people ' +
  'click, how long each should be, and how to check them before publishing. It also covers canonical URLs, ' +
  'structured data and the common mistakes that keep good pages out of the results.';

const meta = {
  title: 'UI/EntityCard',
  component: EntityCard,
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <EntityCard {...args} />
    </div>
  ),
  args: {
    title: 'Getting started with SEO',
    imageSrc: sampleImage,
    imageAlt: 'Abstract blue and green shapes',
    meta: 'Technology · Mar 5, 2026',
    body: longBody,
    badge: <Badge tone="green">published</Badge>,
    footer,
  },
} satisfies Meta<typeof EntityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = bothThemes({
  play: async ({ canvas }) => {
    onDelete.mockClear();
    await expect(canvas.getByRole('article')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Abstract blue and green shapes' })).toBeVisible();
    const body = canvas.getByText(/Search engines/);
    const lineHeight = parseFloat(getComputedStyle(body).lineHeight);
    await expect(body.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 3 + 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(onDelete).toHaveBeenCalledTimes(1);
  },
});
export const WithoutImage: Story = bothThemes({
  args: { imageSrc: undefined, title: 'Technology', meta: 'Created By Admin', badge: undefined },
});
export const ShortText: Story = { args: { body: 'A short note.' } };

export const InAGrid: Story = {
  render: (args) => (
    <CardGrid as="ul">
      <EntityCard {...args} as="li" />
      <EntityCard {...args} as="li" title="Writing meta descriptions" body="Two sentences that sell the page." />
      <EntityCard {...args} as="li" imageSrc={undefined} title="Without an image" />
    </CardGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
