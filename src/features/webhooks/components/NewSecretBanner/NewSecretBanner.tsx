import { useState } from 'react';
import type { CreatedWebhook } from '@/contract';
import { ActionBanner } from '@/ui/ActionBanner';
import { Button } from '@/ui/Button';
import { SecretText } from './NewSecretBanner.styles';

export interface NewSecretBannerProps {
  /** The webhook just made, with its one showing of the signing secret. */
  created: CreatedWebhook;
  /** Hides the secret for good (the server never answers it again). */
  onDone: () => void;
}

/** The new webhook's signing secret, shown this once: select or copy it, then Done. */
export function NewSecretBanner({ created, onDone }: NewSecretBannerProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(created.secret).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <ActionBanner
      tone="warning"
      title={`Webhook "${created.name}" created. Copy its signing secret now: it is shown only this once.`}
      message={
        <>
          <SecretText
            aria-label={`Signing secret of ${created.name}`}
            readOnly
            value={created.secret}
            onFocus={(e) => e.currentTarget.select()}
          />
          The receiver verifies each delivery with it (Standard Webhooks).{' '}
          {copied === 'yes' ? 'Copied.' : copied === 'failed' ? 'Select the secret and copy it.' : null}
        </>
      }
      actions={
        <>
          <Button size="sm" variant="secondary" onClick={() => void copy()}>
            Copy secret
          </Button>
          <Button size="sm" onClick={onDone}>
            Done
          </Button>
        </>
      }
    />
  );
}
