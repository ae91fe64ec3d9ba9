import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Banner, Controls, DismissButton, IconSlot, Text } from './ErrorBanner.styles';
import { Icon } from '../Icon';

export interface ErrorBannerProps {
  /** The error text, shown as is (e.g. "Failed to fetch blogs"). */
  message: ReactNode;
  /** When given, a "Retry" button calls it. */
  onRetry?: () => void;
  /** Shows the Retry button as busy while the retry runs. @default false */
  retrying?: boolean;
  /** When given, a dismiss button (named "Dismiss") calls it. */
  onDismiss?: () => void;
}

/** A red `role="alert"` banner for list and form errors, with optional Retry and dismiss. */
export function ErrorBanner({ message, onRetry, retrying = false, onDismiss }: ErrorBannerProps) {
  return (
    <Banner role="alert">
      <IconSlot>
        <Icon name="alert" />
      </IconSlot>
      <Text>{message}</Text>
      {onRetry || onDismiss ? (
        <Controls>
          {onRetry ? (
            <Button variant="danger" size="sm" onClick={onRetry} busy={retrying}>
              Retry
            </Button>
          ) : null}
          {onDismiss ? (
            <DismissButton type="button" aria-label="Dismiss" onClick={onDismiss}>
              <Icon name="close" />
            </DismissButton>
          ) : null}
        </Controls>
      ) : null}
    </Banner>
  );
}
