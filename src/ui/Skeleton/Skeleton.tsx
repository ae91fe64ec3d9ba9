import type { ReactNode } from 'react';
import { Region, Shape, type SkeletonShape } from './Skeleton.styles';

export interface SkeletonProps {
  /** `line` for text, `block` for images and boxes, `circle` for avatars and dots. @default 'line' */
  shape?: SkeletonShape;
  /** CSS width. @default '100%' (a circle defaults to its height) */
  width?: string;
  /** CSS height. @default '0.875rem' for a line, '6rem' for a block, '2.5rem' for a circle */
  height?: string;
}

const defaultHeights: Record<SkeletonShape, string> = { line: '0.875rem', block: '6rem', circle: '2.5rem' };

/** One shimmering placeholder shape; decorative (hidden from screen readers). Still under prefers-reduced-motion. */
export function Skeleton({ shape = 'line', width, height }: SkeletonProps) {
  const h = height ?? defaultHeights[shape];
  const w = width ?? (shape === 'circle' ? h : '100%');
  return <Shape aria-hidden="true" $shape={shape} $width={w} $height={h} />;
}

/** The placeholders of a card's or row's small action buttons (View, Edit, Delete…). */
export function ActionButtonSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => <Skeleton key={i} shape="block" width="4rem" height="2rem" />);
}

export interface SkeletonRegionProps {
  /** What is loading, for screen readers, e.g. "Loading blog posts". */
  label: string;
  /** The placeholders. */
  children: ReactNode;
  /** Optional class for layout by the caller. */
  className?: string;
}

/** The container every skeleton uses: `role="status"`, `aria-busy="true"` and the caller's label. */
export function SkeletonRegion({ label, children, className }: SkeletonRegionProps) {
  return (
    <Region role="status" aria-busy="true" aria-label={label} className={className}>
      {children}
    </Region>
  );
}
