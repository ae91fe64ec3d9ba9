import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChartSkeleton } from '../../src/ui/ChartSkeleton';
import { DataRowSkeleton } from '../../src/ui/DataRow';
import { BlogCardSkeleton } from '../../src/features/blogs/components/BlogCard';
import { CategoryCardSkeleton } from '../../src/features/categories/components/CategoryCard';
import { MetaCardSkeleton } from '../../src/features/meta/components/MetaCard';
import { Skeleton } from '../../src/ui/Skeleton';
import { StatCardSkeleton } from '../../src/ui/StatCard';
import { bothThemes } from '../themes';

const meta = {
  title: 'UI/Skeletons',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether `element` matches `selector` once a trailing pseudo-element is dropped (false for what it cannot parse). */
function ownRule(element: Element, selector: string | undefined, pseudo: RegExp): boolean {
  if (!selector || !pseudo.test(selector)) return false;
  try {
    return element.matches(selector.replace(pseudo, ''));
  } catch {
    return false;
  }
}

export const Primitives: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <Skeleton />
      <Skeleton width="60%" />
      <Skeleton shape="block" />
      <Skeleton shape="circle" />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const shapes = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(shapes).toHaveLength(4);
    await step('the shimmer stops under prefers-reduced-motion', async () => {
      const shape = shapes[0]!;
      const reducedRules = Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
        .filter((rule) => rule.conditionText.includes('prefers-reduced-motion: reduce'))
        .flatMap((rule) => Array.from(rule.cssRules) as CSSStyleRule[]);
      // The shimmer is the shape's ::after (ui/Skeleton/shimmer.ts): under reduced motion it is not drawn at all.
      const shimmer = reducedRules.filter((rule) => ownRule(shape, rule.selectorText, /::after$/));
      await expect(shimmer.some((rule) => rule.style.display === 'none')).toBe(true);
    });
    await step('the shimmer moves by transform only, which the compositor plays without repainting', async () => {
      const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
      const animated = rules
        .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.style.animationName !== '')
        .filter((rule) => ownRule(shapes[0]!, rule.selectorText, /(::(after|before))?$/));
      const names = new Set(animated.map((rule) => rule.style.animationName));
      const frames = rules
        .filter((rule): rule is CSSKeyframesRule => rule instanceof CSSKeyframesRule && names.has(rule.name))
        .flatMap((rule) => Array.from(rule.cssRules) as CSSKeyframeRule[]);
      await expect(frames.length).toBeGreaterThan(0);
      for (const frame of frames) await expect(Array.from(frame.style)).toEqual(['transform']);
    });
  },
};

export const BlogCards: Story = bothThemes({
  render: () => <BlogCardSkeleton label="Loading blog posts" />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status', { name: 'Loading blog posts' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.firstElementChild?.children).toHaveLength(3);
  },
});

export const CategoryCards: Story = {
  render: () => <CategoryCardSkeleton label="Loading categories" />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status', { name: 'Loading categories' });
    await expect(region.firstElementChild?.children).toHaveLength(6);
  },
};

export const MetaCards: Story = {
  render: () => <MetaCardSkeleton label="Loading meta information" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading meta information' })).toBeInTheDocument();
  },
};

export const DataRows: Story = bothThemes({
  render: () => <DataRowSkeleton label="Loading messages" />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status', { name: 'Loading messages' });
    await expect(region.firstElementChild?.children).toHaveLength(4);
  },
});

export const StatCards: Story = bothThemes({
  render: () => <StatCardSkeleton label="Loading statistics" />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status', { name: 'Loading statistics' });
    await expect(region.firstElementChild?.children).toHaveLength(4);
  },
});

export const Chart: Story = {
  render: () => <ChartSkeleton label="Loading visitor analytics" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading visitor analytics' })).toBeInTheDocument();
    // The test viewport is wider than the md breakpoint.
    await expect(canvas.getByTestId('chart-skeleton-plot').getBoundingClientRect().height).toBe(300);
  },
};
