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

/** Required (trimmed) and at most `max` characters after trimming, as the server counts (docs/api-contract.md). */
const required = (label: string, max: number) =>
  yup
    .string()
    .default('')
    .test('required', `${label} is required`, (value) => Boolean(value?.trim()))
    .test('max', `${label} must be at most ${max} characters`, (value) => (value?.trim().length ?? 0) <= max);

/** The server's blogId rule: lowercase letters and digits in words joined by single hyphens. */
const BLOG_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Spec §5: every text field required (trimmed), blogUrl a valid http(s) URL; the image optional. Every limit of the
 * server (docs/api-contract.md "Blogs") is also checked here, in the field's words, before anything is sent.
 */
export const blogFormSchema = yup.object({
  title: required('Title', 200),
  blogId: required('Blog ID', 50).test(
    'slug',
    'Blog ID may only hold lowercase letters, digits and single hyphens',
    (value) => !value?.trim() || BLOG_ID_PATTERN.test(value.trim()),
  ),
  blogUrl: required('Blog URL', 2048).test(
    'url',
    'Enter a valid URL, e.g. https://www.example.com/blog/my-post',
    (value) => !value?.trim() || isHttpUrl(value.trim()),
  ),
  categoryId: required('Category', 100),
  metaTitle: required('Meta title', 200),
  metaDescription: required('Meta description', 500),
  content: required('Content', 200_000),
  image: yup.string().nullable().default(null),
});

function isHttpUrl(value: string): boolean {
  try {
    // as the server (server/src/http/validate.ts): written with http(s)://, naming a host
    if (!/^https?:\/\//i.test(value)) return false;
    return Boolean(new URL(value).hostname);
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
