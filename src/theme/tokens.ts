/** Design tokens shared by both themes: everything that does not change with light or dark. */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
} as const;

export const radius = { sm: '4px', md: '8px', lg: '12px', full: '9999px' } as const;

export const font = {
  family: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem', xxl: '1.5rem', xxxl: '1.875rem' },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { tight: 1.25, normal: 1.5 },
} as const;

/** Min-width breakpoints, in px, for `@media (min-width: …)`. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  belowLg: `@media (max-width: ${breakpoints.lg - 1}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const layout = {
  sidebarExpanded: '16rem',
  sidebarCollapsed: '4rem',
  topBarHeight: '4rem',
} as const;

export const zIndex = { dropdown: 20, drawer: 40, modal: 50, toast: 60 } as const;

export const motion = { fast: '120ms', normal: '200ms', slow: '300ms' } as const;
