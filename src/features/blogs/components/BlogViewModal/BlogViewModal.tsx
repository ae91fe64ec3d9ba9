import { useAtomValue } from 'jotai';
import { timeAtom } from '@/shared/time';
import { personName } from '@/lib/names';
import { RecordDetailsModal } from '@/shared/records/RecordDetailsModal';
import { DateTime } from '@/ui/DateTime';
import { publishingState } from '../../publishing';
import type { Blog } from '../../types';
import { PreviewActions } from '../PreviewActions';
import { PublishingBadge } from '../PublishingBadge';
import { Details, Term } from './BlogViewModal.styles';
import { SanitizedHtml } from './parts/SanitizedHtml';

export interface BlogViewModalProps {
  /** The post shown; null closes the modal. */
  blog: Blog | null;
  /** Closes the modal. */
  onClose: () => void;
  /** Opens the post's edit form. */
  onEdit: (blog: Blog) => void;
  /** IANA time zone of the dates; the viewer's own when omitted. */
  timeZone?: string;
}

/** The status row: the Draft / Scheduled badge, or "Published" with the moment it went live when known. */
function PublishingStatus({ blog, timeZone }: { blog: Blog; timeZone?: string }) {
  const now = useAtomValue(timeAtom).now;
  const state = publishingState(blog, now());
  if (state.kind !== 'published') return <PublishingBadge blog={blog} timeZone={timeZone} />;
  const since = blog.publishedAt ?? (blog.status === 'scheduled' ? blog.publishAt : null);
  return since ? (
    <>
      Published <DateTime value={since} timeZone={timeZone} />
    </>
  ) : (
    <>Published</>
  );
}

/** A blog post's details and content (its HTML sanitised again on the client). */
export function BlogViewModal({ blog, onClose, onEdit, timeZone }: BlogViewModalProps) {
  return (
    <RecordDetailsModal
      record={blog}
      title={(blog) => blog.title}
      image={(blog) =>
        blog.image
          ? {
              value: blog.image,
              kind: 'blogs',
              alt: `Featured image of ${blog.title}`,
              maxHeight: '20rem',
              as: 'figure',
            }
          : null
      }
      actions={(blog) => <PreviewActions blogId={blog.blogId} />}
      onClose={onClose}
      onEdit={onEdit}
    >
      {(blog) => (
        <>
          <Details>
            <Term>Blog ID</Term>
            <dd>{blog.blogId}</dd>
            <Term>Status</Term>
            <dd>
              <PublishingStatus blog={blog} timeZone={timeZone} />
            </dd>
            <Term>Category</Term>
            <dd>{blog.categoryName}</dd>
            <Term>Blog URL</Term>
            <dd>
              <a href={blog.blogUrl} target="_blank" rel="noopener noreferrer">
                {blog.blogUrl}
              </a>
            </dd>
            <Term>Meta title</Term>
            <dd>{blog.metaTitle}</dd>
            <Term>Meta description</Term>
            <dd>{blog.metaDescription}</dd>
            <Term>Author</Term>
            <dd>{personName(blog.author)}</dd>
            <Term>Created</Term>
            <dd>
              <DateTime value={blog.createdAt} timeZone={timeZone} />
            </dd>
            <Term>Updated</Term>
            <dd>
              <DateTime value={blog.updatedAt} timeZone={timeZone} />
            </dd>
          </Details>
          <SanitizedHtml html={blog.content} />
        </>
      )}
    </RecordDetailsModal>
  );
}
