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
    a11y: { test: 'error' },
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
