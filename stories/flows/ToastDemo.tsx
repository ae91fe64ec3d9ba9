import { ToastHost, useToast } from '../../src/shared/toast';
import { Button } from '../../src/ui/Button';

export interface ToastDemoProps {
  /** The Undo action of the toast the button raises. */
  onUndo: () => Promise<void>;
}

/** A page with one delete button that raises an Undo toast through `useToast()`, and the app's toast host. */
export function ToastDemo({ onUndo }: ToastDemoProps) {
  const toast = useToast();
  return (
    <div data-screenshot="page" style={{ position: 'relative', height: 260, transform: 'translateZ(0)' }}>
      <Button
        variant="danger"
        onClick={() =>
          toast.show({
            message: 'Meta page "Pricing page" moved to the trash.',
            action: { label: 'Undo', onAction: onUndo },
          })
        }
      >
        Delete
      </Button>
      <ToastHost />
    </div>
  );
}
