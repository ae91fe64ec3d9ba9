import type { Decorator } from '@storybook/react-vite';

/**
 * A 360 px phone (780 px high) for a story: spread `PHONE_VIEWPORT` into its `parameters` and give it
 * `globals: PHONE_GLOBALS`, so Storybook's viewport addon sizes the page as a phone would.
 */
export const PHONE_VIEWPORT = {
  viewport: {
    options: { phone360: { name: 'Phone (360 px)', styles: { width: '360px', height: '780px' }, type: 'mobile' } },
  },
} as const;
export const PHONE_GLOBALS = { viewport: { value: 'phone360', isRotated: false } } as const;

/** The page's 1rem margin around a full-screen story, as the app's content area has. */
export const withPageMargin: Decorator = (Story) => <div style={{ padding: '1rem' }}>{Story()}</div>;
