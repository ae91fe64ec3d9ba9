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

const light: Palette = {
  bg: '#f4f6fa',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceMuted: '#eef1f6',
  border: '#dde2ea',
  borderStrong: '#8a94a6',
  text: '#111827',
  textMuted: '#4b5563',
  textInverse: '#ffffff',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  primaryText: '#ffffff',
  primarySoft: '#e0e9ff',
  link: '#1d4ed8',
  secondary: '#e5e7eb',
  secondaryHover: '#d1d5db',
  secondaryText: '#111827',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  dangerText: '#ffffff',
  dangerSoft: '#fde8e8',
  dangerSoftText: '#8f1414',
  success: '#15803d',
  successHover: '#166534',
  successText: '#ffffff',
  warningSoft: '#fff4d6',
  warningSoftText: '#7a4a00',
  focus: '#2563eb',
  overlay: 'rgba(15, 23, 42, 0.55)',
  skeleton: '#e3e7ee',
  skeletonHighlight: '#f1f4f8',
  badge: {
    blue: { bg: '#dbe8ff', text: '#1e3a8a' },
    grey: { bg: '#e5e7eb', text: '#374151' },
    green: { bg: '#d7f5e1', text: '#14532d' },
    purple: { bg: '#ede4ff', text: '#5b21b6' },
    indigo: { bg: '#e0e3ff', text: '#3730a3' },
  },
  accent: { blue: '#2563eb', purple: '#7c3aed', indigo: '#4f46e5', green: '#16a34a' },
  chart: { series1: '#2563eb', series2: '#16a34a', grid: '#e5e7eb', axis: '#4b5563' },
};

const dark: Palette = {
  bg: '#0b1120',
  surface: '#111827',
  surfaceRaised: '#1a2333',
  surfaceMuted: '#1f2937',
  border: '#2b3647',
  borderStrong: '#6b7689',
  text: '#f3f4f6',
  textMuted: '#b4bcc8',
  textInverse: '#0b1120',
  primary: '#3b82f6',
  primaryHover: '#60a5fa',
  primaryText: '#06122b',
  primarySoft: '#1b2a4a',
  link: '#60a5fa',
  secondary: '#2b3647',
  secondaryHover: '#374357',
  secondaryText: '#f3f4f6',
  danger: '#f87171',
  dangerHover: '#fca5a5',
  dangerText: '#2a0707',
  dangerSoft: '#3a1518',
  dangerSoftText: '#fecaca',
  success: '#4ade80',
  successHover: '#86efac',
  successText: '#052e16',
  warningSoft: '#3a2a0a',
  warningSoftText: '#fde68a',
  focus: '#93c5fd',
  overlay: 'rgba(0, 0, 0, 0.7)',
  skeleton: '#1f2937',
  skeletonHighlight: '#2b3647',
  badge: {
    blue: { bg: '#1e3a8a', text: '#dbeafe' },
    grey: { bg: '#374151', text: '#e5e7eb' },
    green: { bg: '#14532d', text: '#dcfce7' },
    purple: { bg: '#4c1d95', text: '#ede9fe' },
    indigo: { bg: '#312e81', text: '#e0e7ff' },
  },
  accent: { blue: '#60a5fa', purple: '#a78bfa', indigo: '#818cf8', green: '#4ade80' },
  chart: { series1: '#60a5fa', series2: '#4ade80', grid: '#2b3647', axis: '#b4bcc8' },
};

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
