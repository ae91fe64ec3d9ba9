import { useAuthedImage } from '@/shared/images/useAuthedImage';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { DateTime } from '@/ui/DateTime';
import { EntityCard } from '@/ui/EntityCard';
import type { Blog } from '../../types';
import { PublishingBadge } from '../PublishingBadge';
import { Actions, MetaRow } from './BlogCard.styles';
import { EditDeleteButtons, type ItemActions } from '@/shared/lists/EditDeleteButtons';

export interface BlogCardProps extends ItemActions<Blog> {
  /** The post shown. */
  blog: Blog;
  /** Opens the view-details modal. */
  onView: (blog: Blog) => void;
  /** IANA time zone of the date; the viewer's own when omitted (stories fix it). */
  timeZone?: string;
}

/** A blog post in the list: featured image (fetched with the token), title, category, date, excerpt, actions. */
export function BlogCard({ blog, onView, onEdit, onDelete, timeZone, select }: BlogCardProps) {
  const image = useAuthedImage(blog.image, 'blogs');
  return (
    <EntityCard
      select={select}
      as="li"
      headingLevel={2}
      title={blog.title}
      imageSrc={image.src}
      imageAlt=""
      meta={
        <MetaRow>
          <Badge tone="indigo">{blog.categoryName}</Badge>
          <PublishingBadge blog={blog} timeZone={timeZone} />
          <DateTime value={blog.createdAt} timeZone={timeZone} />
        </MetaRow>
      }
      body={blog.excerpt}
      footer={
        <Actions>
          <EditDeleteButtons name={blog.title} onEdit={() => onEdit(blog)} onDelete={() => onDelete(blog)}>
            <Button size="sm" variant="secondary" aria-label={`View ${blog.title}`} onClick={() => onView(blog)}>
              View
            </Button>
          </EditDeleteButtons>
        </Actions>
      }
    />
  );
}
