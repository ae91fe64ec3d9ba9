import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ClampedText } from '../../src/ui/ClampedText';
import { bothThemes } from '../themes';

const longText =
  'Search engines read the title and description of every page. This guide shows how to write both so that people ' +
  'click, how long each should be, and how to check them before publishing. It also covers canonical URLs, ' +
  'structured data and the common mistakes that keep good pages out of the results.';

const meta = {
  title: 'UI/ClampedText',
  component: ClampedText,
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <ClampedText {...args} />
    </div>
  ),
  args: { children: longText, label: 'description of SEO basics' },
} satisfies Meta<typeof ClampedText>;

export default meta;
type Story = StoryObj<typeof meta>;

const heightOf = (element: HTMLElement) => element.getBoundingClientRect().height;

export const Long: Story = bothThemes({
  play: async ({ canvas, step }) => {
    const text = canvas.getByText(/Search engines/);
    const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
    await expect(heightOf(text)).toBeLessThanOrEqual(lineHeight * 3 + 1);
    const more = canvas.getByRole('button', { name: 'Show more, description of SEO basics' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await step('the keyboard expands it in place', async () => {
      more.focus();
      await userEvent.keyboard('{Enter}');
      const less = canvas.getByRole('button', { name: 'Show less, description of SEO basics' });
      await expect(less).toHaveAttribute('aria-expanded', 'true');
      await expect(less).toHaveFocus();
      await expect(heightOf(text)).toBeGreaterThan(lineHeight * 3 + 1);
    });
    await step('and collapses it again', async () => {
      await userEvent.keyboard(' ');
      await expect(canvas.getByRole('button', { name: /^Show more/ })).toHaveAttribute('aria-expanded', 'false');
      await expect(heightOf(text)).toBeLessThanOrEqual(lineHeight * 3 + 1);
    });
  },
});

export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Show more/ }));
    await expect(canvas.getByRole('button', { name: /^Show less/ })).toBeVisible();
  },
};

/** A single unbroken word (a pasted URL) is cut too, never pushed past the column. */
export const UnbrokenWord: Story = {
  args: { children: `https://example.com/${'very-long-path-'.repeat(20)}end` },
  play: async ({ canvas, canvasElement }) => {
    const text = canvas.getByText(/example\.com/);
    await expect(text.scrollWidth).toBeLessThanOrEqual((canvasElement.firstElementChild as HTMLElement).clientWidth);
    await expect(canvas.getByRole('button', { name: /^Show more/ })).toBeVisible();
  },
};

export const Short: Story = {
  args: { children: 'Two sentences that sell the page.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Two sentences that sell the page.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
