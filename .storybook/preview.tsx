import type { Preview } from '@storybook/react-vite';
import { DRAFT_KEY_PREFIX } from '../src/shared/forms/draftStorage';
import { withStoryProviders } from './decorators';
import '../src/theme/fonts';

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // Every story's accessibility check fails on any violation. Under Vitest (mode `test`) axe still runs every rule on
    // every element, but reports only the violations in full: each passing, incomplete or inapplicable rule keeps one
    // example node instead of all, so axe builds no selector for every passing node and the report the browser sends
    // to Vitest is about half the size (docs/testing.md#where-the-time-goes). Storybook's own a11y panel lists them all.
    a11y: { test: 'error', ...(import.meta.env.MODE === 'test' ? { options: { resultTypes: ['violations'] } } : {}) },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: { order: ['UI', 'Features', 'Screens', 'Flows'] },
    },
  },
  decorators: [withStoryProviders],
  // Form drafts live in localStorage, which outlives a story: every story starts without one (`withDraft` adds its own
  // while the story renders, after this).
  beforeEach: () => {
    for (const key of Object.keys(window.localStorage))
      if (key.startsWith(DRAFT_KEY_PREFIX)) window.localStorage.removeItem(key);
  },
};

export default preview;
