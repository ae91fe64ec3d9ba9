import type { HTMLAttributes, ReactNode } from 'react';
import { StyledBadge, type BadgeTone } from './Badge.styles';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour family; features map their states to tones (e.g. contact status new → blue). @default 'grey' */
  tone?: BadgeTone;
  /** The badge text. */
  children: ReactNode;
}

/** A small pill label. Generic: the meaning of each tone belongs to the feature using it. */
export function Badge({ tone = 'grey', children, ...rest }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} {...rest}>
      {children}
    </StyledBadge>
  );
}
