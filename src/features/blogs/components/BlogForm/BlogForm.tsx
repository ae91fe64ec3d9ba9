import { FormikProvider, useFormik, type FormikTouched } from 'formik';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { excerpt } from '@/lib/excerpt';
import { formatDateTime } from '@/lib/dates';
import { slugify } from '@/lib/slug';
import { clockAtom } from '@/shared/clock';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { validationSummary } from '@/shared/forms/useRequiredFieldsSubmit';
import { useSubmitFeedback } from '@/shared/forms/useSubmitFeedback';
import { useReportDirty, useUnsavedChangesGuard } from '@/shared/forms/useUnsavedChangesGuard';
import { Button } from '@/ui/Button';
import { ErrorBanner } from '@/ui/ErrorBanner';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import {
  blogFormSchemaAt,
  blogFormValues,
  blogSubmitText,
  EMPTY_BLOG_FORM,
  REQUIRED_BLOG_FIELDS,
  type BlogFormValues,
} from '../../schema';
import type { Blog, CategoryChoices } from '../../types';
import { Actions, Fieldset, Form, Panel, PanelTitle } from './BlogForm.styles';
import { ContentField } from './parts/ContentField';
import { FeaturedImageField } from './parts/FeaturedImageField';
import { FormNotices } from './parts/FormNotices';
import { IdentityFields } from './parts/IdentityFields';
import { PublishingFields } from './parts/PublishingFields';
import { SeoFields } from './parts/SeoFields';
import { useBlogSave } from './useBlogSave';

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

const ALL_TOUCHED: FormikTouched<BlogFormValues> = Object.fromEntries(
  [...REQUIRED_BLOG_FIELDS, 'publishAt'].map((f) => [f, true]),
);

/** The blog create/edit form (spec §2, §5, §8) with draft recovery, leave protection and edit conflicts. */
export function BlogForm({ blog, categories, onSaved, onCancel, onDirtyChange, timeZone }: BlogFormProps) {
  const mode = blog ? 'edit' : 'create';
  const now = useAtomValue(clockAtom);
  const save = useBlogSave();
  const { formRef, summary, attempt, fail, clear } = useSubmitFeedback();
  const [conflict, setConflict] = useState<Blog | null>(null);
  const [version, setVersion] = useState(blog?.version ?? 1);
  const [slugEdited, setSlugEdited] = useState(false);
  const formik = useFormik<BlogFormValues>({
    initialValues: blog ? blogFormValues(blog, { now: now(), timeZone }) : EMPTY_BLOG_FORM,
    validationSchema: () => blogFormSchemaAt(now(), timeZone),
    validateOnChange: true,
    onSubmit: () => {},
  });
  const { values, dirty, isSubmitting } = formik;
  const text = blogSubmitText(mode, values.status);
  const draft = useFormDraft(blog ? `blog:edit:${blog.blogId}` : 'blog:create', values);
  useUnsavedChangesGuard(dirty && !isSubmitting);
  useReportDirty(dirty, onDirtyChange);
  const noCategories = categories.status === 'loaded' && categories.names.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    const errors = await formik.validateForm();
    await formik.setTouched(ALL_TOUCHED, false);
    if (Object.keys(errors).length > 0) {
      fail(validationSummary(errors, values));
      return;
    }
    clear();
    formik.setSubmitting(true);
    const result = await save(values, { mode, blogId: blog?.blogId, initial: formik.initialValues, version, timeZone });
    formik.setSubmitting(false);
    if (result.kind === 'saved') {
      draft.clear();
      onDirtyChange?.(false);
      onSaved(result.blog);
    } else if (result.kind === 'conflict') {
      setConflict(result.current);
      fail(null);
    } else {
      formik.setErrors(result.fieldErrors);
      fail(result.banner);
    }
  };

  const reloadTheirs = () => {
    if (!conflict) return;
    formik.resetForm({ values: blogFormValues(conflict, { now: now(), timeZone }) });
    setVersion(conflict.version);
    setConflict(null);
    clear();
  };
  const keepMine = () => {
    if (conflict) setVersion(conflict.version);
    setConflict(null);
  };
  const restoreDraft = () => {
    const restored = draft.restore();
    if (!restored) return;
    void formik.setValues(restored);
    if (restored.blogId !== '' && restored.blogId !== slugify(restored.title)) setSlugEdited(true);
  };

  return (
    <FormikProvider value={formik}>
      <Form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        onChange={clear}
        aria-label={blog ? 'Edit blog post' : 'Create blog post'}
      >
        <FormNotices
          draft={draft}
          onRestore={restoreDraft}
          conflict={conflict !== null}
          onReload={reloadTheirs}
          onKeepEditing={keepMine}
          timeZone={timeZone}
        />
        {summary ? <ErrorBanner key={attempt} message={summary} /> : null}
        <Fieldset disabled={isSubmitting}>
          <Panel aria-labelledby="blog-form-post">
            <PanelTitle id="blog-form-post">Post</PanelTitle>
            <IdentityFields autoSlug={!blog && !slugEdited} onSlugEdited={() => setSlugEdited(true)} />
            <ContentField disabled={isSubmitting} onEdit={clear} />
            <TextAreaField
              label="Excerpt"
              readOnly
              rows={3}
              value={excerpt(values.content)}
              hint="Made from the content: the first 150 characters without formatting."
            />
            <FeaturedImageField disabled={isSubmitting} />
            {blog ? <TextField label="Updated Date & Time" readOnly value={formatDateTime(now(), timeZone)} /> : null}
          </Panel>
          <Panel aria-labelledby="blog-form-seo">
            <PanelTitle id="blog-form-seo">Category and search</PanelTitle>
            <SeoFields categories={categories} />
          </Panel>
          <PublishingFields timeZone={timeZone} />
        </Fieldset>
        <Actions>
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={isSubmitting || (!blog && noCategories)}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? text.busy : text.submit}
          </Button>
        </Actions>
      </Form>
    </FormikProvider>
  );
}
