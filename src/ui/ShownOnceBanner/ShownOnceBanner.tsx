import { useState, type ReactNode } from 'react';
import { ActionBanner } from '@/ui/ActionBanner';
import { SecretText } from './ShownOnceBanner.styles';

export interface ShownOnceBannerProps {
  /** What was made and that this is its one showing. */
  title: string;
  /** The secret itself (a key, a signing secret). */
  value: string;
  /** The accessible name of the read-only field holding `value`. */
  fieldLabel: string;
  /** What the secret is called in the button and the fallback hint ("key", "secret"). */
  noun: string;
  /** Text before the copy outcome (what the secret is for). */
  hint?: ReactNode;
  /** Hides the secret for good (the server never answers it again). */
  onDone: () => void;
}

/** A secret the server shows only this once: select or copy it, then Done. */
export function ShownOnceBanner({ title, value, fieldLabel, noun, hint, onDone }: ShownOnceBannerProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <ActionBanner
      tone="warning"
      title={title}
      message={
        <>
          <SecretText aria-label={fieldLabel} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
          {hint}
          {copied === 'yes' ? 'Copied.' : copied === 'failed' ? `Select the ${noun} and copy it.` : null}
        </>
      }
      actions={[
        { label: `Copy ${noun}`, onClick: () => void copy(), secondary: true },
        { label: 'Done', onClick: onDone },
      ]}
    />
  );
}
