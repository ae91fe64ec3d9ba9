import { AuthedImage } from '@/shared/images/AuthedImage';
import { Button } from '@/ui/Button';
import { ClampedText } from '@/ui/ClampedText';
import { Card, CardDetails } from '@/ui/Card';
import type { Meta } from '../../types';
import { EditDeleteButtons, type ItemActions } from '@/shared/lists/EditDeleteButtons';

export interface MetaCardProps extends ItemActions<Meta> {
  /** The meta page shown. */
  meta: Meta;
  /** Called by View (the details modal). */
  onView: (meta: Meta) => void;
}

/** One meta page in the list: image, title, url, page, description, View, Edit and Delete. */
export function MetaCard({ meta, onView, onEdit, onDelete, select }: MetaCardProps) {
  const name = meta.metaTitle;
  return (
    <Card
      select={select}
      as="li"
      title={name}
      headingLevel={2}
      media={<AuthedImage value={meta.image} kind="meta" alt="" loading="lazy" />}
      footer={
        <EditDeleteButtons name={name} onEdit={() => onEdit(meta)} onDelete={() => onDelete(meta)}>
          <Button size="sm" variant="secondary" onClick={() => onView(meta)} aria-label={`View ${name}`}>
            View
          </Button>
        </EditDeleteButtons>
      }
    >
      <CardDetails $spaced>
        <dt>URL</dt>
        <dd>{meta.metaUrl}</dd>
        <dt>Page</dt>
        <dd>{meta.pageMeta}</dd>
      </CardDetails>
      <ClampedText label={`description of ${name}`}>{meta.metaDescription}</ClampedText>
    </Card>
  );
}
