import { countLabel, NOUNS } from '@/lib/plural';
import { Badge } from '@/ui/Badge';
import { ClampedText } from '@/ui/ClampedText';
import { Card, CardDetails } from '@/ui/Card';
import { DateTime } from '@/ui/DateTime';
import type { Category } from '../../types';
import { Description } from './CategoryCard.styles';
import { EditDeleteButtons, type ItemActions } from '@/shared/lists/EditDeleteButtons';

export interface CategoryCardProps extends ItemActions<Category> {
  /** The category shown. */
  category: Category;
  /** "Created By": the signed-in admin's short name (docs/panel.md#lists). */
  createdBy: string;
  /** IANA time zone of the created date; the viewer's own when omitted. */
  timeZone?: string;
}

/** One category in the list: name, blog count, description, url, creator, created date, Edit and Delete. */
export function CategoryCard({ category, createdBy, timeZone, onEdit, onDelete, select }: CategoryCardProps) {
  const posts = countLabel(category.blogCount, NOUNS.post);
  return (
    <Card
      select={select}
      as="li"
      title={category.name}
      headingLevel={2}
      actions={<Badge tone="blue">{posts}</Badge>}
      footer={
        <EditDeleteButtons name={category.name} onEdit={() => onEdit(category)} onDelete={() => onDelete(category)} />
      }
    >
      <Description>
        <ClampedText label={`description of ${category.name}`}>{category.description}</ClampedText>
      </Description>
      <CardDetails>
        <dt>URL</dt>
        <dd>{category.categoryUrl}</dd>
        <dt>Created By</dt>
        <dd>{createdBy}</dd>
        <dt>Created</dt>
        <dd>
          <DateTime value={category.createdAt} timeZone={timeZone} />
        </dd>
      </CardDetails>
    </Card>
  );
}
