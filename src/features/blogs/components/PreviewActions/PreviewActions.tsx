import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { apiClientAtom } from '@/shared/api/apiClientAtom';
import { useToast } from '@/shared/toast';
import { Button } from '@/ui/Button';
import { createPreviewLink } from '../../api/previewLink';

export interface PreviewActionsProps {
  /** The saved post's blogId. */
  blogId: string;
  /** Whether the page is saving. */
  busy?: boolean;
  /**
   * On a form: whether it holds unsaved changes, and how to save them (true when saved). A preview shows the post as
   * saved, so they are saved first.
   */
  unsaved?: { dirty: boolean; save: () => Promise<boolean> };
}

/**
 * Preview and Copy preview link (docs/panel.md#draft-preview): on the edit form, unsaved changes are saved first, as
 * Update would save them (the toast says so); the preview opens in a new tab.
 */
export function PreviewActions({ blogId, busy = false, unsaved }: PreviewActionsProps) {
  const client = useAtomValue(apiClientAtom);
  const toast = useToast();
  const [working, setWorking] = useState<'open' | 'copy' | null>(null);

  const run = async (copy: boolean) => {
    // Opened now, in the click, so no pop-up blocker refuses it; it gets its address once the link exists.
    const tab = copy ? null : window.open('', '_blank');
    setWorking(copy ? 'copy' : 'open');
    const savedFirst = unsaved?.dirty === true;
    try {
      if (savedFirst) {
        if (!(await unsaved.save())) {
          tab?.close();
          toast.show({
            tone: 'error',
            message: 'The changes could not be saved, so there is nothing new to preview yet.',
          });
          return;
        }
      }
      const link = await createPreviewLink(client, blogId);
      const saved = savedFirst ? 'Your changes were saved. ' : '';
      if (copy) {
        await navigator.clipboard.writeText(link.url);
        toast.show({
          message: `${saved}Preview link copied. Anyone with it can see this post until the link expires.`,
        });
      } else {
        if (tab) tab.location.href = link.url;
        else window.open(link.url, '_blank', 'noopener');
        toast.show({ message: `${saved}The preview opened in a new tab.` });
      }
    } catch {
      tab?.close();
      toast.show({ tone: 'error', message: 'The preview link could not be made. Try again.' });
    } finally {
      setWorking(null);
    }
  };

  const stateOf = (action: 'open' | 'copy') => ({
    pending: working === action,
    disabled: (busy || working !== null) && working !== action,
  });

  return (
    <>
      {/* The pressed one stays focusable while it works (pending); the other waits disabled. */}
      <Button variant="secondary" onClick={() => void run(false)} {...stateOf('open')}>
        Preview
      </Button>
      <Button variant="secondary" onClick={() => void run(true)} {...stateOf('copy')}>
        Copy preview link
      </Button>
    </>
  );
}
