import { FormikProvider, useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { excerpt } from '@/lib/excerpt';
import { formatDateTime } from '@/lib/dates';
import { slugify } from '@/lib/slug';
import { SITE_URL } from '@/shared/config';
import { timeAtom } from '@/shared/time';
import { FieldWorkScope, holdSave, useFieldWorkRegister } from '@/shared/forms/fieldWork';
import { contractFields, type ServerFields } from '@/shared/forms/serverFieldErrors';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { useRequiredFieldsSubmit } from '@/shared/forms/useRequiredFieldsSubmit';
import { useVersionedSave, versionedSave } from '@/shared/forms/useVersionedSave';
import { HistoryButton } from '@/shared/revisions';
import { WriteRejectedError } from '@/shared/query/defineWrite';
import { Button } from '@/ui/Button';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { FormLayout, FormSection } from '@/ui/FormLayout';
import { TextAreaField } from '@/ui/TextAreaField';
import { FormTextAreaField } from '@/ui/FormTextAreaField';
import { TextField } from '@/ui/TextField';
import { blog as blogContract, proposedBlogUrl } from '@/contract';
import { createBlogAtom, updateBlogAtom } from '../../atoms';
import { blogFromServer } from '../../mappers';
import {
  BLOG_FORM_TEXT,
  blogFormSchemaAt,
  blogFormValues,
  blogInput,
  blogSubmitText,
  blogUpdate,
  EMPTY_BLOG_FORM,
  IMAGES_PENDING_MESSAGE,
  type BlogFormValues,
} from '../../schema';
import type { Blog, BlogUpdate, CategoryChoices, ServerBlog } from '../../types';
import { draftCategoryId, reviveDraftCategory } from './draftCategory';
import { ContentField } from './parts/ContentField';
import { FeaturedImageField } from './parts/FeaturedImageField';
import { FormNotices } from './parts/FormNotices';
import { IdentityFields } from './parts/IdentityFields';
import { PreviewActions } from '../PreviewActions';
import { PublishingFields } from './parts/PublishingFields';
import { SeoFields } from './parts/SeoFields';

export interface BlogFormProps {
  /** The post being edited; omitted on create. */
  blog?: Blog;
  /** The categories to file the post under. */
  categories: CategoryChoices;
  /** Called after a successful save. */
  onSaved: (blog: Blog) => void;
  /** Cancel. */
  onCancel: () => void;
  /** Reports whether the form has unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
  /** IANA time zone of the dates shown. */
  timeZone?: string;
}

/** docs/panel.md#messages: a save the server did not accept (`false`) or one that threw. */
function blogSaveBanner(error: unknown, mode: 'create' | 'edit'): string {
  return error instanceof WriteRejectedError ? BLOG_FORM_TEXT[mode].rejected : BLOG_FORM_TEXT[mode].thrown;
}

/** The server's publishing fields, which the contract's text fields do not describe. */
const PUBLISHING_FIELDS: ServerFields<BlogFormValues> = {
  status: { field: 'status', label: 'Status' },
  publishAt: { field: 'publishAt', label: 'Publish on' },
  unpublishAt: { field: 'unpublishAt', label: 'Unpublish at' },
};
const SERVER_FIELDS: ServerFields<BlogFormValues> = {
  ...contractFields(blogContract, ['channel']),
  ...PUBLISHING_FIELDS,
};

/**
 * The blog create/edit form (docs/panel.md#forms, docs/panel.md#validation, docs/panel.md#messages) with draft
 * recovery, leave protection and edit conflicts.
 */
export function BlogForm({ blog, categories, onSaved, onCancel, onDirtyChange, timeZone }: BlogFormProps) {
  const now = useAtomValue(timeAtom).now;
  const [slugEdited, setSlugEdited] = useState(false);
  const [urlEdited, setUrlEdited] = useState(false);
  // Images still on their way into the content or the featured image: a save now would leave them out.
  const work = useFieldWorkRegister();
  const formik = useFormik<BlogFormValues>({
    initialValues: blog ? blogFormValues(blog, { now: now(), timeZone }) : EMPTY_BLOG_FORM,
    validationSchema: () => blogFormSchemaAt(now(), timeZone),
    validateOnChange: true,
    onSubmit: (next, helpers): Promise<boolean> =>
      holdSave(work, helpers) ? Promise.resolve(false) : save.submit(next, helpers),
  });
  const { values, dirty, isSubmitting } = formik;
  const categoryId = draftCategoryId(values, categories);
  const draftContext = useMemo(() => (categoryId === undefined ? undefined : { categoryId }), [categoryId]);
  const draft = useFormDraft(blog ? `blog:edit:${blog.blogId}` : 'blog:create', values, { context: draftContext });
  const revived = draft.offered ? reviveDraftCategory(draft.offered, categories) : null;
  const save = useVersionedSave(
    versionedSave({
      create: createBlogAtom,
      createVars: (next: BlogFormValues) => blogInput(next, timeZone),
      update: updateBlogAtom,
      updateVars: (next: BlogFormValues, base: Blog): { blogId: string; update: BlogUpdate } => ({
        blogId: blog?.blogId ?? next.blogId,
        update: blogUpdate(formik.initialValues, next, base.version, timeZone),
      }),
      fromServer: blogFromServer,
      banner: blogSaveBanner,
      savedToast: (saved, mode) => `Blog post "${saved.title}" ${mode === 'create' ? 'created' : 'updated'}.`,
      fields: SERVER_FIELDS,
    }),
    {
      loaded: blog ?? null,
      dirty,
      onDirtyChange,
      onSaved: (saved) => {
        draft.clear();
        onSaved(saved);
      },
    },
  );
  const { mode } = save;
  const feedback = useRequiredFieldsSubmit(formik, save.clearBanner);
  const { onEdit: edited } = feedback;
  const text = blogSubmitText(mode, values.status);
  const noCategories = categories.status === 'loaded' && categories.names.length === 0;
  const shown = feedback.banner ?? save.banner;

  const reloadTheirs = () => {
    const theirs = save.acceptTheirs();
    if (theirs) formik.resetForm({ values: blogFormValues(theirs, { now: now(), timeZone }) });
    edited();
  };
  const restoreDraft = () => {
    if (!draft.restore() || !revived) return;
    const restored = revived.values;
    void formik.setValues(restored);
    if (restored.blogId !== '' && restored.blogId !== slugify(restored.title)) setSlugEdited(true);
    if (restored.blogUrl !== '' && restored.blogUrl !== proposedBlogUrl(SITE_URL, restored.blogId)) setUrlEdited(true);
  };

  return (
    <FormikProvider value={formik}>
      <FieldWorkScope work={work}>
        <FormLayout
          formRef={feedback.formRef}
          label={blog ? 'Edit blog' : 'Create blog'}
          onSubmit={feedback.handleSubmit}
          onChange={edited}
          busy={isSubmitting}
          notices={
            <>
              <FormNotices
                draft={draft}
                draftNote={revived?.note}
                onRestore={restoreDraft}
                conflict={save.conflict !== null}
                onReload={reloadTheirs}
                onKeepEditing={save.keepMine}
                timeZone={timeZone}
              />
              {shown ? <ErrorBanner key={feedback.attempt} message={shown} /> : null}
            </>
          }
          actions={
            <>
              {blog ? (
                <>
                  <HistoryButton
                    type="blog"
                    recordKey={blog.blogId}
                    version={blog.version}
                    dirty={dirty}
                    timeZone={timeZone}
                    onRestored={(record) =>
                      formik.resetForm({
                        values: blogFormValues(blogFromServer(record as unknown as ServerBlog), {
                          now: now(),
                          timeZone,
                        }),
                      })
                    }
                  />
                  <PreviewActions
                    blogId={blog.blogId}
                    busy={isSubmitting}
                    unsaved={{ dirty, save: async () => ((await formik.submitForm()) as unknown) === true }}
                  />
                </>
              ) : null}
              <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button
                type="submit"
                pending={isSubmitting}
                disabled={!blog && noCategories}
                aria-busy={isSubmitting || undefined}
              >
                {isSubmitting ? text.busy : text.submit}
              </Button>
            </>
          }
        >
          <FormSection title="Post">
            <IdentityFields
              autoSlug={!blog && !slugEdited}
              onSlugEdited={() => setSlugEdited(true)}
              autoUrl={!blog && !urlEdited}
              onUrlEdited={() => setUrlEdited(true)}
              siteUrl={SITE_URL}
            />
            <ContentField
              disabled={isSubmitting}
              onEdit={edited}
              onImagesPendingChange={(pending) => work.set('content', IMAGES_PENDING_MESSAGE, pending)}
            />
            <TextAreaField
              label="Excerpt"
              readOnly
              rows={3}
              value={excerpt(values.content)}
              hint="Made from the content: the first 150 characters without formatting."
            />
            <FormTextAreaField
              name="excerptOverride"
              label="Custom Excerpt"
              rows={3}
              maxLength={blogContract.fields.excerptOverride.max}
              hint="Optional plain text that websites show instead of the excerpt above."
            />
            <FeaturedImageField disabled={isSubmitting} />
            {/* When the post last changed (not when the form was opened): what an editor compares with their memory. */}
            {blog ? (
              <TextField label="Updated Date & Time" readOnly value={formatDateTime(blog.updatedAt, timeZone)} />
            ) : null}
          </FormSection>
          <FormSection title="Category and search">
            <SeoFields categories={categories} />
          </FormSection>
          <PublishingFields timeZone={timeZone} />
        </FormLayout>
      </FieldWorkScope>
    </FormikProvider>
  );
}
