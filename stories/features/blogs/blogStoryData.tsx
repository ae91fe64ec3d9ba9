import type { Decorator, Meta } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, waitFor } from 'storybook/test';
import { useCategoryChoices } from '../../../src/app/routes/blogs/useCategoryChoices';
import { BlogFormScreen, type BlogFormScreenProps } from '../../../src/features/blogs/screens/BlogFormScreen';
import type { Blog, CategoryChoices, ServerBlog } from '../../../src/features/blogs/types';
import { storyApi } from '../../../src/mocks';
import { withAssets } from '../media/mediaStoryData';
import { withImagePicker } from '../media/pickerProvider';

/** A post as the API answers it (the in-memory API stores it as the server's table would). */
type ServerBlogRow = ServerBlog & { version: number };
const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const HOUR = 3_600_000;

/** A post whose stored HTML carries what a sanitiser must remove (script, handlers, javascript: links, styles). */
export const HOSTILE_BLOG: ServerBlogRow = {
  id: 900,
  blogId: 'release-notes-with-embeds',
  blogTitle: 'Release Notes With Embeds',
  blogUrl: 'https://www.example.com/blog/release-notes-with-embeds',
  metaTitle: 'Release notes with embeds',
  metaDescription: 'What changed this week, with a video and a link.',
  description:
    '<h2>What changed</h2><p class="ql-align-center evil">Centred text <span style="color: rgb(230, 0, 0); position: fixed">in red</span>.</p>' +
    '<p><a href="javascript:alert(1)">a bad link</a> and <a href="https://www.example.com/docs">the docs</a></p>' +
    '<img src="x" onerror="window.__pwned = true" alt="broken">' +
    '<script>window.__pwned = true</script><form action="https://evil.example"><input name="q"></form>' +
    // Attribute values that would break out if written back unescaped (as Quill's syntax code block did).
    `<pre data-language='x" onmouseover="window.__pwned = true'>let shipped = true;</pre>` +
    `<p class='ql-indent-1" onclick="window.__pwned = true'>Indented note</p>`,
  excerptOverride: '',
  category: 'Product',
  creator: 'admin',
  changer: 'admin',
  channel: 'API',
  createdDate: new Date(NOW - HOUR).toISOString(),
  changedDate: new Date(NOW - HOUR).toISOString(),
  imageUrl: null,
  imageId: null,
  version: 1,
};

/** Adds rows to the story's in-memory API before the screen first renders. */
export function withBlogs(rows: ServerBlogRow[]): Decorator {
  function WithBlogs(Story: Parameters<Decorator>[0], context: Parameters<Decorator>[1]) {
    storyApi(context).seed('blog', rows);
    return <Story />;
  }
  return WithBlogs;
}

const WORDS = ['Notes', 'Guide', 'Story', 'Update', 'Review', 'Primer', 'Recap', 'Digest'];
const CATEGORIES = ['Company News', 'Design', 'Engineering', 'Product', 'Tutorials'];

/** `count` generated posts (deterministic titles, categories and dates), older than the seeds. */
export function manyBlogs(count: number): ServerBlogRow[] {
  return Array.from({ length: count }, (_, i) => {
    const blogId = `post-${i + 1}-${(WORDS[i % WORDS.length] ?? 'notes').toLowerCase()}`;
    const date = new Date(NOW - (41 * 24 + i) * HOUR).toISOString();
    return {
      id: 10_000 + i,
      blogId,
      blogTitle: `Post ${i + 1}: ${WORDS[i % WORDS.length] ?? 'Notes'}`,
      blogUrl: `https://www.example.com/blog/${blogId}`,
      metaTitle: `Post ${i + 1}`,
      metaDescription: `Generated post number ${i + 1}.`,
      description: `<p>Generated post number ${i + 1}.</p>`,
      excerptOverride: '',
      category: CATEGORIES[i % CATEGORIES.length] ?? 'Design',
      creator: 'admin',
      changer: 'admin',
      channel: 'API',
      createdDate: date,
      changedDate: date,
      imageUrl: null,
      imageId: null,
      version: 1,
    };
  });
}

/** Renders with the category names the app would hand over (read through the categories feature). */
export function WithCategoryChoices({ children }: { children: (choices: CategoryChoices) => React.ReactNode }) {
  return <>{children(useCategoryChoices())}</>;
}

/** The blog form with the category choices its route gives it (the form stories' `render`). */
export function BlogFormWithCategories(args: BlogFormScreenProps) {
  return <WithCategoryChoices>{(choices) => <BlogFormScreen {...args} categories={choices} />}</WithCategoryChoices>;
}

/** Keeps URL state in the story, as the route would, reporting every change to `spy`. */
export function useStoryParams<P>(initial: P, spy: (next: P) => void): [P, (next: P) => void] {
  const [params, setParams] = useState(initial);
  return [
    params,
    (next) => {
      spy(next);
      setParams(next);
    },
  ];
}

/** The screenshot follows the play function: wait until every image in `root` is decoded and no upload is pending. */
export async function imagesDecoded(root: HTMLElement, blobCount: number) {
  await waitFor(
    () => {
      const images = Array.from(root.ownerDocument.querySelectorAll('img'));
      const blobs = images.filter((image) => image.src.startsWith('blob:')).length;
      if (blobs !== blobCount) throw new Error(`${blobs} of ${blobCount} uploads shown`);
      if (!images.every((image) => image.complete && image.naturalWidth > 0)) throw new Error('images decoding');
    },
    { timeout: 4000 },
  );
}

/** One post as screens and widgets take it (published two days before the fixtures' clock), for widget stories. */
export const BLOG: Blog = {
  id: 7,
  title: 'Writing meta descriptions that get clicks',
  blogId: 'writing-meta-descriptions',
  blogUrl: 'https://www.example.com/blog/writing-meta-descriptions',
  metaTitle: 'Writing meta descriptions',
  metaDescription: 'How to write a meta description people click.',
  content: '<p>How to write a meta description people click.</p>',
  categoryName: 'Tutorials',
  excerpt: 'How to write a meta description people click: say what the page gives, in under 160 characters.',
  image: null,
  author: 'admin',
  changer: 'admin',
  status: 'published',
  publishAt: null,
  publishedAt: '2026-11-18T09:00:00.000Z',
  unpublishAt: null,
  createdAt: '2026-11-18T09:00:00.000Z',
  updatedAt: '2026-11-18T09:00:00.000Z',
  version: 1,
};

/** The post form's args in every form story file: categories as the screen loads them, fresh spies, dates in UTC. */
export const blogFormArgs = () => ({
  categories: { status: 'loading' as const, names: [] },
  onSaved: fn(),
  onCancel: fn(),
  onNotFound: fn(),
  onDirtyChange: fn(),
  timeZone: 'UTC',
});

/**
 * The post form with the media library behind its picker and its editor (four library images), as the featured-image
 * and body-image stories render it: each story file spreads it into its meta, with fresh spies.
 */
export const libraryFormMeta = () =>
  ({
    component: BlogFormScreen,
    render: (args: BlogFormScreenProps) => <BlogFormWithCategories {...args} />,
    decorators: [withImagePicker, withAssets],
    args: blogFormArgs(),
    parameters: { assets: 4 },
  }) satisfies Partial<Meta<typeof BlogFormScreen>>;
