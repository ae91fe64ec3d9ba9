import { personName } from '@/lib/names';
import { RecordDetailsModal } from '@/shared/records/RecordDetailsModal';
import { DateTime } from '@/ui/DateTime';
import type { Meta } from '../../types';
import { Fields } from './MetaDetailsModal.styles';

export interface MetaDetailsModalProps {
  /** The entry shown; null closes the modal. */
  meta: Meta | null;
  /** IANA time zone of the dates; the viewer's own when omitted. */
  timeZone?: string;
  /** Called by Edit. */
  onEdit: (meta: Meta) => void;
  /** Called on Escape, the backdrop, the close button and Close. */
  onClose: () => void;
}

/** Every field of a meta page, with its image, in a modal. */
export function MetaDetailsModal({ meta, timeZone, onEdit, onClose }: MetaDetailsModalProps) {
  return (
    <RecordDetailsModal
      record={meta}
      title={(meta) => meta.metaTitle}
      image={(meta) =>
        meta.image ? { value: meta.image, kind: 'meta', alt: `Image of ${meta.metaTitle}`, maxHeight: '16rem' } : null
      }
      onClose={onClose}
      onEdit={onEdit}
    >
      {(meta) => (
        <Fields>
          <dt>Meta title</dt>
          <dd>{meta.metaTitle}</dd>
          <dt>Meta description</dt>
          <dd>{meta.metaDescription}</dd>
          <dt>Page</dt>
          <dd>{meta.pageMeta}</dd>
          <dt>URL</dt>
          <dd>{meta.metaUrl}</dd>
          <dt>Created by</dt>
          <dd>{personName(meta.creator)}</dd>
          <dt>Created</dt>
          <dd>
            <DateTime value={meta.createdDate} timeZone={timeZone} />
          </dd>
          <dt>Changed by</dt>
          <dd>{personName(meta.changer)}</dd>
          <dt>Changed</dt>
          <dd>
            <DateTime value={meta.changedDate} timeZone={timeZone} />
          </dd>
        </Fields>
      )}
    </RecordDetailsModal>
  );
}
