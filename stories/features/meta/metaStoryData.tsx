import type { Decorator } from '@storybook/react-vite';
import { storyApi } from '../../../src/mocks';
import type { Meta } from '@/features/meta/types';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const PAGES = ['pricing', 'faq', 'press', 'partners', 'security', 'status', 'terms', 'privacy'];

/** `count` extra meta pages (deterministic titles and dates), for paging. */
export function withManyMetas(count: number): Decorator {
  const rows = Array.from({ length: count }, (_, i) => {
    const page = `${PAGES[i % PAGES.length] ?? 'page'}-${Math.floor(i / PAGES.length) + 1}`;
    const date = new Date(NOW - (i + 1) * 3_600_000).toISOString();
    return {
      id: 300 + i,
      metaTitle: `Page ${page}`,
      metaUrl: `https://www.example.com/${page}`,
      pageMeta: page,
      metaDescription: `What visitors find on the ${page} page.`,
      image: null,
      creator: 'admin',
      changer: 'admin',
      createdDate: date,
      changedDate: date,
      version: 1,
    };
  });
  const decorator: Decorator = (Story, context) => {
    storyApi(context).seed('meta', rows);
    return <Story />;
  };
  return decorator;
}

/** One meta page as screens and widgets take it (written two days before the fixtures' clock), for widget stories. */
export const META: Meta = {
  id: 4,
  metaTitle: 'About us',
  metaDescription: 'Who we are, what we build and how to reach the team.',
  pageMeta: 'about',
  metaUrl: 'https://www.example.com/about',
  image: null,
  imageId: null,
  creator: 'admin',
  changer: 'editor',
  createdDate: '2026-11-18T09:00:00.000Z',
  changedDate: '2026-11-19T15:30:00.000Z',
  version: 2,
};
