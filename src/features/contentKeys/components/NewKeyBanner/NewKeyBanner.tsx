import type { CreatedContentKey } from '@/contract';
import { ShownOnceBanner } from '@/ui/ShownOnceBanner';

export interface NewKeyBannerProps {
  /** The key just made, with its one showing of the key. */
  created: CreatedContentKey;
  /** Hides the key for good (the server never answers it again). */
  onDone: () => void;
}

/** The new key, shown this once: select or copy it, then Done. */
export function NewKeyBanner({ created, onDone }: NewKeyBannerProps) {
  return (
    <ShownOnceBanner
      title={`Key "${created.name}" created. Copy it now: it is shown only this once.`}
      value={created.key}
      fieldLabel={`Content API key ${created.name}`}
      noun="key"
      onDone={onDone}
    />
  );
}
