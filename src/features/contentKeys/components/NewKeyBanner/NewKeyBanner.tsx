import { useState } from 'react';
import type { CreatedContentKey } from '@/contract';
import { ActionBanner } from '@/ui/ActionBanner';
import { Button } from '@/ui/Button';
import { KeyText } from './NewKeyBanner.styles';

export interface NewKeyBannerProps {
  /** The key just made, with its one showing of the key. */
  created: CreatedContentKey;
  /** Hides the key for good (the server never answers it again). */
  onDone: () => void;
}

/** The new key, shown this once: select or copy it, then Done. */
export function NewKeyBanner({ created, onDone }: NewKeyBannerProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(created.key).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <ActionBanner
      tone="warning"
      title={`Key "${created.name}" created. Copy it now: it is shown only this once.`}
      message={
        <>
          <KeyText
            aria-label={`Content API key ${created.name}`}
            readOnly
            value={created.key}
            onFocus={(e) => e.currentTarget.select()}
          />
          {copied === 'yes' ? 'Copied.' : copied === 'failed' ? 'Select the key and copy it.' : null}
        </>
      }
      actions={
        <>
          <Button size="sm" variant="secondary" onClick={() => void copy()}>
            Copy key
          </Button>
          <Button size="sm" onClick={onDone}>
            Done
          </Button>
        </>
      }
    />
  );
}
