import type { ReactNode } from 'react';
import { ActionBanner } from '../ActionBanner';

export interface ConflictBannerProps {
  /** The first line. @default 'Someone else changed this record while you were editing.' */
  title?: ReactNode;
  /** The detail line. @default 'Your text is still here and nothing was saved. Reload their version to see their changes, or keep editing and save again to replace them.' */
  message?: ReactNode;
  /** Replaces the form with the other person's version (the admin's unsaved text is dropped). */
  onReload: () => void;
  /** Dismisses the banner and keeps the admin's text; the next save is made against their version. */
  onKeepEditing: () => void;
  /** Disables both actions, e.g. while the form is saving. @default false */
  disabled?: boolean;
}

/** Shown when a save answered 409: nothing is overwritten silently; the admin picks whose text wins. */
export function ConflictBanner({
  title = 'Someone else changed this record while you were editing.',
  message = 'Your text is still here and nothing was saved. Reload their version to see their changes, or keep editing and save again to replace them.',
  onReload,
  onKeepEditing,
  disabled = false,
}: ConflictBannerProps) {
  return (
    <ActionBanner
      tone="warning"
      role="alert"
      title={title}
      message={message}
      actions={[
        { label: 'Keep editing', onClick: onKeepEditing, secondary: true, disabled },
        { label: 'Reload their version', onClick: onReload, disabled },
      ]}
    />
  );
}
