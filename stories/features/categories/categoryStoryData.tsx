import type { Decorator, StoryObj } from '@storybook/react-vite';
import { userEvent as defaultUser } from 'storybook/test';
import { storyApi, type InMemoryApi } from '../../../src/mocks';
import { enterText } from '../../enterText';

const DAY = 24 * 3_600_000;
const NOW = Date.parse('2026-11-20T10:00:00.000Z');

/** An unused category (no posts), so a delete can succeed. */
export const UNUSED_CATEGORY = {
  id: 90,
  category: 'Case Studies',
  categoryUrl: '/blog/case-studies',
  categoryDescription: 'Client stories told with numbers.',
  createdAt: new Date(NOW - 3 * DAY).toISOString(),
  version: 1,
};

function seedOnce(api: InMemoryApi, rows: readonly object[]) {
  api.seed('category', rows);
}

/** Adds the unused category to the story's in-memory API before the screen first renders. */
export const withUnusedCategory: Decorator = (Story, context) => {
  seedOnce(storyApi(context), [UNUSED_CATEGORY]);
  return <Story />;
};

const TOPICS = ['Accessibility', 'Analytics', 'Branding', 'Careers', 'Community', 'Culture', 'Events', 'Guides'];

/** `count` extra categories (deterministic names and dates), for paging. */
export function withManyCategories(count: number): Decorator {
  const rows = Array.from({ length: count }, (_, i) => {
    const topic = `${TOPICS[i % TOPICS.length] ?? 'Topic'} ${Math.floor(i / TOPICS.length) + 1}`;
    return {
      id: 200 + i,
      category: topic,
      categoryUrl: `/blog/${topic.toLowerCase().replace(/\s+/g, '-')}`,
      categoryDescription: `Posts about ${topic.toLowerCase()}.`,
      createdAt: new Date(NOW - (i + 1) * 3_600_000).toISOString(),
      version: 1,
    };
  });
  const decorator: Decorator = (Story, context) => {
    seedOnce(storyApi(context), rows);
    return <Story />;
  };
  return decorator;
}

/**
 * Fills the category form with a new, valid category ("Case Studies"), its Name field waited for (a lazy route's form
 * may still be loading).
 */
export async function fillNewCategory(
  canvas: Parameters<NonNullable<StoryObj['play']>>[0]['canvas'],
  user: Parameters<typeof enterText>[2] = defaultUser,
): Promise<void> {
  await enterText(await canvas.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 }), 'Case Studies', user);
  await enterText(canvas.getByRole('textbox', { name: 'Description' }), 'Client stories told with numbers.', user);
  await enterText(canvas.getByRole('textbox', { name: 'Category URL' }), '/blog/case-studies', user);
}
