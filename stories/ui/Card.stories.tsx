import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../../src/ui/Badge';
import { Button } from '../../src/ui/Button';
import { Card } from '../../src/ui/Card';
import { sampleImage } from './sampleImage';
import { bothThemes } from '../themes';

const meta = {
  title: 'UI/Card',
  component: Card,
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
  args: {
    title: 'Technology',
    children: <p style={{ margin: 0 }}>Articles about software, the web and the tools we use to build it.</p>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Technology' })).toBeVisible();
  },
};
export const BodyOnly: Story = { args: { title: undefined } };

const full = {
  as: 'article',
  media: <img src={sampleImage} alt="Blue and green abstract shapes" />,
  actions: <Badge tone="green">published</Badge>,
  footer: (
    <>
      <Button size="sm" variant="secondary">
        Edit
      </Button>
      <Button size="sm" variant="danger">
        Delete
      </Button>
    </>
  ),
} as const;

export const WithEverything: Story = bothThemes({
  args: full,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Blue and green abstract shapes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
});
export const HeadingLevel2: Story = {
  args: { headingLevel: 2, as: 'section' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Technology' })).toBeVisible();
  },
};
