import { breakpoints, font, layout, media, motion, radius, space, zIndex } from './tokens';

export type ThemeName = 'light' | 'dark';

/** Colour roles. Every pair used for text on a surface meets WCAG AA (4.5:1) in both themes. */
export interface Palette {
  bg: string;
  surface: string;
  surfaceRaised: string;
  surfaceMuted: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  textInverse: string;
  primary: string;
  primaryHover: string;
  primaryText: string;
  primarySoft: string;
  /** Link text: 4.5:1 or more on every surface, modals included. */
  link: string;
  secondary: string;
  secondaryHover: string;
  secondaryText: string;
  danger: string;
  dangerHover: string;
  dangerText: string;
  dangerSoft: string;
  dangerSoftText: string;
  success: string;
  successHover: string;
  successText: string;
  warningSoft: string;
  warningSoftText: string;
  focus: string;
  overlay: string;
  skeleton: string;
  skeletonHighlight: string;
  /** Contact status badge colours (spec: new blue, read grey, replied green). */
  badge: Record<'blue' | 'grey' | 'green' | 'purple' | 'indigo', { bg: string; text: string }>;
  /** Activity type dots and chart series. */
  accent: Record<'blue' | 'purple' | 'indigo' | 'green', string>;
  chart: { series1: string; series2: string; grid: string; axis: string };
}

/** A colour in both themes: [light, dark]. */
type Both = readonly [light: string, dark: string];
type InBoth<T> = { readonly [K in keyof T]: T[K] extends string ? Both : InBoth<T[K]> };

/** Every colour role with its light and dark value side by side: a role is added or changed in one place. */
const PALETTE: InBoth<Palette> = {
  bg: ['#f4f6fa', '#0b1120'],
  surface: ['#ffffff', '#111827'],
  surfaceRaised: ['#ffffff', '#1a2333'],
  surfaceMuted: ['#eef1f6', '#1f2937'],
  border: ['#dde2ea', '#2b3647'],
  borderStrong: ['#8a94a6', '#6b7689'],
  text: ['#111827', '#f3f4f6'],
  textMuted: ['#4b5563', '#b4bcc8'],
  textInverse: ['#ffffff', '#0b1120'],
  primary: ['#1d4ed8', '#3b82f6'],
  primaryHover: ['#1e40af', '#60a5fa'],
  primaryText: ['#ffffff', '#06122b'],
  primarySoft: ['#e0e9ff', '#1b2a4a'],
  link: ['#1d4ed8', '#60a5fa'],
  secondary: ['#e5e7eb', '#2b3647'],
  secondaryHover: ['#d1d5db', '#374357'],
  secondaryText: ['#111827', '#f3f4f6'],
  danger: ['#b91c1c', '#f87171'],
  dangerHover: ['#991b1b', '#fca5a5'],
  dangerText: ['#ffffff', '#2a0707'],
  dangerSoft: ['#fde8e8', '#3a1518'],
  dangerSoftText: ['#8f1414', '#fecaca'],
  success: ['#15803d', '#4ade80'],
  successHover: ['#166534', '#86efac'],
  successText: ['#ffffff', '#052e16'],
  warningSoft: ['#fff4d6', '#3a2a0a'],
  warningSoftText: ['#7a4a00', '#fde68a'],
  focus: ['#2563eb', '#93c5fd'],
  overlay: ['rgba(15, 23, 42, 0.55)', 'rgba(0, 0, 0, 0.7)'],
  skeleton: ['#e3e7ee', '#1f2937'],
  skeletonHighlight: ['#f1f4f8', '#2b3647'],
  badge: {
    blue: { bg: ['#dbe8ff', '#1e3a8a'], text: ['#1e3a8a', '#dbeafe'] },
    grey: { bg: ['#e5e7eb', '#374151'], text: ['#374151', '#e5e7eb'] },
    green: { bg: ['#d7f5e1', '#14532d'], text: ['#14532d', '#dcfce7'] },
    purple: { bg: ['#ede4ff', '#4c1d95'], text: ['#5b21b6', '#ede9fe'] },
    indigo: { bg: ['#e0e3ff', '#312e81'], text: ['#3730a3', '#e0e7ff'] },
  },
  accent: {
    blue: ['#2563eb', '#60a5fa'],
    purple: ['#7c3aed', '#a78bfa'],
    indigo: ['#4f46e5', '#818cf8'],
    green: ['#16a34a', '#4ade80'],
  },
  chart: {
    series1: ['#2563eb', '#60a5fa'],
    series2: ['#16a34a', '#4ade80'],
    grid: ['#e5e7eb', '#2b3647'],
    axis: ['#4b5563', '#b4bcc8'],
  },
};

const isBoth = (value: unknown): value is Both => Array.isArray(value);

/** One theme's side of a table of colours. */
function sideOf<T>(table: InBoth<T>, side: 0 | 1): T {
  return Object.fromEntries(
    Object.entries(table).map(([role, value]) => [
      role,
      isBoth(value) ? value[side] : sideOf(value as InBoth<unknown>, side),
    ]),
  ) as T;
}

const light = sideOf(PALETTE, 0);
const dark = sideOf(PALETTE, 1);

const shadows = {
  light: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 4px 12px rgba(16, 24, 40, 0.08)',
    lg: '0 16px 40px rgba(16, 24, 40, 0.18)',
  },
  dark: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
  },
} as const;

function makeTheme(name: ThemeName, colors: Palette) {
  return { name, colors, shadows: shadows[name], space, radius, font, breakpoints, media, layout, zIndex, motion };
}

export const lightTheme = makeTheme('light', light);
export const darkTheme = makeTheme('dark', dark);
export type AppTheme = typeof lightTheme;
export const themes: Record<ThemeName, AppTheme> = { light: lightTheme, dark: darkTheme };
