import type { ReactNode } from 'react';
import { Description, IconSlot, Message, Wrapper } from './EmptyState.styles';

export interface EmptyStateProps {
  /** The main line, e.g. "No blog posts yet". */
  message: ReactNode;
  /** Optional second line with more detail. */
  description?: ReactNode;
  /** Optional decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  /** Optional call to action, e.g. a create button. */
  action?: ReactNode;
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ message, description, icon, action }: EmptyStateProps) {
  return (
    <Wrapper>
      {icon ? <IconSlot aria-hidden="true">{icon}</IconSlot> : null}
      <Message>{message}</Message>
      {description ? <Description>{description}</Description> : null}
      {action ?? null}
    </Wrapper>
  );
}
