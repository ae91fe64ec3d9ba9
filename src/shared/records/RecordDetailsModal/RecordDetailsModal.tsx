import type { ReactNode } from 'react';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { AuthedImage } from '../../images/AuthedImage';
import type { ImageKind } from '../../images/resolveImageUrl';
import { ImageFrame } from './RecordDetailsModal.styles';

export interface RecordDetailsModalProps<T> {
  /** The record shown; null closes the modal. */
  record: T | null;
  /** The modal's heading: the record's title. */
  title: (record: T) => string;
  /** The record's image above its details, if it has one: its stored value, folder, alt text and tallest size. */
  image?: (record: T) => { value: string; kind: ImageKind; alt: string; maxHeight: string; as?: 'figure' } | null;
  /** Buttons between Close and Edit. */
  actions?: (record: T) => ReactNode;
  /** The record's details. */
  children: (record: T) => ReactNode;
  /** Called on Escape, the backdrop, the close button and Close. */
  onClose: () => void;
  /** Called by Edit. */
  onEdit: (record: T) => void;
}

/** One record in a large modal: its image, its details, and Close, the record's own buttons and Edit. */
export function RecordDetailsModal<T>({
  record,
  title,
  image,
  actions,
  children,
  onClose,
  onEdit,
}: RecordDetailsModalProps<T>) {
  const shown = record !== null ? image?.(record) : null;
  return (
    <Modal
      open={record !== null}
      onClose={onClose}
      title={record !== null ? title(record) : ''}
      size="lg"
      footer={
        record !== null ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            {actions?.(record)}
            <Button onClick={() => onEdit(record)}>Edit</Button>
          </>
        ) : null
      }
    >
      {record !== null ? (
        <>
          {shown ? (
            <ImageFrame as={shown.as} $maxHeight={shown.maxHeight}>
              <AuthedImage value={shown.value} kind={shown.kind} alt={shown.alt} />
            </ImageFrame>
          ) : null}
          {children(record)}
        </>
      ) : null}
    </Modal>
  );
}
