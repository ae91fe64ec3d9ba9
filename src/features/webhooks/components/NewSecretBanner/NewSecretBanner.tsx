import type { CreatedWebhook } from '@/contract';
import { ShownOnceBanner } from '@/ui/ShownOnceBanner';

export interface NewSecretBannerProps {
  /** The webhook just made, with its one showing of the signing secret. */
  created: CreatedWebhook;
  /** Hides the secret for good (the server never answers it again). */
  onDone: () => void;
}

/** The new webhook's signing secret, shown this once: select or copy it, then Done. */
export function NewSecretBanner({ created, onDone }: NewSecretBannerProps) {
  return (
    <ShownOnceBanner
      title={`Webhook "${created.name}" created. Copy its signing secret now: it is shown only this once.`}
      value={created.secret}
      fieldLabel={`Signing secret of ${created.name}`}
      noun="secret"
      hint="The receiver verifies each delivery with it (Standard Webhooks). "
      onDone={onDone}
    />
  );
}
