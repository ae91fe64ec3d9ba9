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
  /** What the three required text fields share: name, value, blur and the touched error. */
  const field = (name: 'title' | 'blogId' | 'blogUrl') => ({
    name,
    required: true,
    value: values[name],
    onBlur: handleBlur,
    error: touched[name] ? errors[name] : undefined,
  });

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
      <TextField label="Title" {...field('title')} onChange={onTitle} />
      <FormPair>
        <TextField
          label="Blog ID"
          {...field('blogId')}
          onChange={onBlogId}
          hint={
            autoSlug
              ? 'Lowercase words joined by hyphens; made from the title until you edit it.'
              : 'Lowercase words joined by hyphens.'
          }
        />
        <TextField
          label="Blog URL"
          {...field('blogUrl')}
          type="url"
          inputMode="url"
          onChange={(event) => void setFieldValue('blogUrl', event.target.value)}
          placeholder="https://www.example.com/blog/my-post"
        />
      </FormPair>
    </>
  );
}
