import { useFormikContext } from 'formik';
import type { ChangeEvent } from 'react';
import { slugify } from '@/lib/slug';
import { FormPair } from '@/ui/FormLayout';
import { TextField } from '@/ui/TextField';
import type { BlogFormValues } from '@/features/blogs/schema';

interface IdentityFieldsProps {
  /** On create the title writes the blog id until the admin edits the id by hand. */
  autoSlug: boolean;
  /** Called when the admin edits the blog id by hand. */
  onSlugEdited: () => void;
}

/** Title, blog id and blog URL. */
export function IdentityFields({ autoSlug, onSlugEdited }: IdentityFieldsProps) {
  const { values, errors, touched, handleBlur, setFieldValue } = useFormikContext<BlogFormValues>();
  const error = (field: 'title' | 'blogId' | 'blogUrl') => (touched[field] ? errors[field] : undefined);

  const onTitle = (event: ChangeEvent<HTMLInputElement>) => {
    void setFieldValue('title', event.target.value);
    if (autoSlug) void setFieldValue('blogId', slugify(event.target.value));
  };
  const onBlogId = (event: ChangeEvent<HTMLInputElement>) => {
    onSlugEdited();
    void setFieldValue('blogId', event.target.value);
  };

  return (
    <>
      <TextField
        label="Title"
        name="title"
        required
        value={values.title}
        onChange={onTitle}
        onBlur={handleBlur}
        error={error('title')}
      />
      <FormPair>
        <TextField
          label="Blog ID"
          name="blogId"
          required
          value={values.blogId}
          onChange={onBlogId}
          onBlur={handleBlur}
          error={error('blogId')}
          hint={
            autoSlug
              ? 'Lowercase words joined by hyphens; made from the title until you edit it.'
              : 'Lowercase words joined by hyphens.'
          }
        />
        <TextField
          label="Blog URL"
          name="blogUrl"
          type="url"
          inputMode="url"
          required
          value={values.blogUrl}
          onChange={(event) => void setFieldValue('blogUrl', event.target.value)}
          onBlur={handleBlur}
          error={error('blogUrl')}
          placeholder="https://www.example.com/blog/my-post"
        />
      </FormPair>
    </>
  );
}
