import type { ReactNode } from 'react';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';

export interface DetailsModalProps {
  title: ReactNode;
  onClose: () => void;
  /** The record's own actions, after "Close" in the footer. */
  actions?: ReactNode;
  /** The record's fields (a DetailList). */
  children: ReactNode;
}

/** A message or enquiry in full: a large modal with "Close" and the record's actions in its footer. */
export function DetailsModal({ title, onClose, actions, children }: DetailsModalProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {actions}
        </>
      }
    >
      {children}
    </Modal>
  );
}
