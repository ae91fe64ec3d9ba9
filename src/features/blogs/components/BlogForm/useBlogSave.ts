import { useSetAtom } from 'jotai';
import type { FormikErrors } from 'formik';
import { conflictCurrent, serverFieldErrors, type ServerFields } from '@/shared/forms/serverFieldErrors';
import { WriteRejectedError } from '@/shared/query/defineWrite';
import { createBlogAtom, updateBlogAtom } from '../../atoms';
import { blogFromServer } from '../../mappers';
import { BLOG_FORM_TEXT, blogInput, blogUpdate, type BlogFormValues } from '../../schema';
import type { Blog, ServerBlog } from '../../types';

export type SaveResult =
  | { kind: 'saved'; blog: Blog }
  | { kind: 'failed'; banner: string; fieldErrors: FormikErrors<BlogFormValues> }
  | { kind: 'conflict'; current: Blog };

/** Server fields → form fields (spec §3) and their words on screen. */
const SERVER_FIELDS: ServerFields<BlogFormValues> = {
  blogId: { field: 'blogId', label: 'Blog ID', duplicate: 'A blog post with this blog ID already exists.' },
  blogTitle: { field: 'title', label: 'Title' },
  blogUrl: { field: 'blogUrl', label: 'Blog URL' },
  metaTitle: { field: 'metaTitle', label: 'Meta title' },
  metaDescription: { field: 'metaDescription', label: 'Meta description' },
  description: { field: 'content', label: 'Content' },
  category: { field: 'categoryId', label: 'Category' },
  image: { field: 'image', label: 'Image' },
  status: { field: 'status', label: 'Status' },
  publishAt: { field: 'publishAt', label: 'Publish on' },
};

interface SaveTarget {
  mode: 'create' | 'edit';
  /** The post's blogId as loaded (the update URL), on edit. */
  blogId?: string;
  /** The values the update is compared with. */
  initial: BlogFormValues;
  /** The record's version the update is made against. */
  version: number;
  /** The time zone the form's publishing time is in; the viewer's own when omitted. */
  timeZone?: string;
}

/** Creates or updates a post and turns the outcome into what the form shows (spec §8 banners, 409 conflicts). */
export function useBlogSave() {
  const create = useSetAtom(createBlogAtom);
  const update = useSetAtom(updateBlogAtom);

  return async (values: BlogFormValues, target: SaveTarget): Promise<SaveResult> => {
    const outcome =
      target.mode === 'create'
        ? await create(blogInput(values, target.timeZone))
        : await update({
            blogId: target.blogId ?? values.blogId,
            update: blogUpdate(target.initial, values, target.version, target.timeZone),
          });
    if (outcome.ok) return { kind: 'saved', blog: outcome.data };
    const current = conflictCurrent(outcome.error);
    if (current) return { kind: 'conflict', current: blogFromServer(current as ServerBlog) };
    const text = BLOG_FORM_TEXT[target.mode];
    if (outcome.error instanceof WriteRejectedError) return { kind: 'failed', banner: text.rejected, fieldErrors: {} };
    return {
      kind: 'failed',
      banner: text.thrown,
      fieldErrors: serverFieldErrors(outcome.error, SERVER_FIELDS),
    };
  };
}
