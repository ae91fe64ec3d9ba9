import { useFormikContext } from 'formik';
import type { ChangeEvent } from 'react';
import { proposedBlogUrl } from '@/contract';
import { slugify } from '@/lib/slug';
import { FormPair } from '@/ui/FormLayout';
import { TextField } from '@/ui/TextField';
import type { BlogFormValues } from '@/features/blogs/schema';

interface IdentityFieldsProps {
  /** On create the title writes the blog id until the admin edits the id by hand. */
  autoSlug: boolean;
  /** Called when the admin edits the blog id by hand. */
  onSlugEdited: () => void;
  /** On create the blog id writes the blog URL (the website's page of the post) until the admin edits the URL. */
  autoUrl: boolean;
  /** Called when the admin edits the blog URL by hand. */
  onUrlEdited: () => void;
  /** The website's URL (`SITE_URL`) the proposed blog URL starts with. */
  siteUrl: string;
}

/** Title, blog id and blog URL; on create each proposes the next until the admin edits it. */
export function IdentityFields({ autoSlug, onSlugEdited, autoUrl, onUrlEdited, siteUrl }: IdentityFieldsProps) {
  const { values, errors, touched, handleBlur, setFieldValue } = useFormikContext<BlogFormValues>();
  /** What the three required text fields share: name, value, blur and the touched error. */
  const field = (name: 'title' | 'blogId' | 'blogUrl') => ({
    name,
    required: true,
    value: values[name],
    onBlur: handleBlur,
    error: touched[name] ? errors[name] : undefined,
  });

  const setBlogId = (blogId: string) => {
    void setFieldValue('blogId', blogId);
    if (autoUrl) void setFieldValue('blogUrl', proposedBlogUrl(siteUrl, blogId.trim()));
  };
  const onTitle = (event: ChangeEvent<HTMLInputElement>) => {
    void setFieldValue('title', event.target.value);
    if (autoSlug) setBlogId(slugify(event.target.value));
  };
  const onBlogId = (event: ChangeEvent<HTMLInputElement>) => {
    onSlugEdited();
    setBlogId(event.target.value);
  };
  const onBlogUrl = (event: ChangeEvent<HTMLInputElement>) => {
    onUrlEdited();
    void setFieldValue('blogUrl', event.target.value);
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
          onChange={onBlogUrl}
          placeholder="https://www.example.com/blog/my-post"
        />
      </FormPair>
    </>
  );
}
