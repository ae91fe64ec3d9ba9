import * as yup from 'yup';
import type { Blog, BlogInput, BlogUpdate } from './types';

/** Banner of a submit with a required field empty (spec §5). */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const NO_CATEGORIES_MESSAGE = 'No categories available. Create a category first.';
export const BLOG_NOT_FOUND_MESSAGE = 'Blog not found locally';

export const BLOG_FORM_TEXT = {
  create: {
    submit: 'Create Blog Post',
    busy: 'Creating...',
    rejected: 'Failed to create blog post. Please try again.',
    thrown: 'An error occurred while creating the blog post.',
  },
  edit: {
    submit: 'Update Blog Post',
    busy: 'Updating...',
    rejected: 'Failed to update blog post. Please try again.',
    thrown: 'An error occurred while updating the blog post.',
  },
} as const;

/** The form's values: the screen fields of spec §3; `image` a stored name, a fresh data URL or null. */
export interface BlogFormValues {
  title: string;
  blogId: string;
  blogUrl: string;
  categoryId: string;
  metaTitle: string;
  metaDescription: string;
  content: string;
  image: string | null;
}

export const REQUIRED_BLOG_FIELDS = [
  'title',
  'content',
  'categoryId',
  'blogId',
  'blogUrl',
  'metaTitle',
  'metaDescription',
] as const;

const required = (label: string) =>
  yup
    .string()
    .default('')
    .test('required', `${label} is required`, (value) => Boolean(value?.trim()));

/** Spec §5: every text field required (trimmed), blogUrl a valid http(s) URL; the image optional. */
export const blogFormSchema = yup.object({
  title: required('Title'),
  blogId: required('Blog ID'),
  blogUrl: required('Blog URL').test(
    'url',
    'Enter a valid URL, e.g. https://www.example.com/blog/my-post',
    (value) => !value?.trim() || isHttpUrl(value.trim()),
  ),
  categoryId: required('Category'),
  metaTitle: required('Meta title'),
  metaDescription: required('Meta description'),
  content: required('Content'),
  image: yup.string().nullable().default(null),
});

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

export const EMPTY_BLOG_FORM: BlogFormValues = {
  title: '',
  blogId: '',
  blogUrl: '',
  categoryId: '',
  metaTitle: '',
  metaDescription: '',
  content: '',
  image: null,
};

export function blogFormValues(blog: Blog): BlogFormValues {
  return {
    title: blog.title,
    blogId: blog.blogId,
    blogUrl: blog.blogUrl,
    categoryId: blog.categoryId,
    metaTitle: blog.metaTitle,
    metaDescription: blog.metaDescription,
    content: blog.content,
    image: blog.image,
  };
}

export function blogInput(values: BlogFormValues): BlogInput {
  return { ...values, image: values.image };
}

/** An update: the changed, non-empty fields (spec §5), image changes, and the record's `version`. */
export function blogUpdate(initial: BlogFormValues, values: BlogFormValues, version: number): BlogUpdate {
  const update: BlogUpdate = { version };
  for (const field of REQUIRED_BLOG_FIELDS) {
    const next = values[field];
    if (next !== initial[field] && next.trim() !== '') update[field] = next;
  }
  if (values.image !== initial.image) {
    if (values.image) update.image = values.image;
    else update.removeImage = true;
  }
  return update;
}
