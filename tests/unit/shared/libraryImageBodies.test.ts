import { describe, expect, it } from 'vitest';
import { meta as metaContract } from '@/contract';
import { ApiError } from '@/shared/api/ApiError';
import { contractFields, serverFieldErrors } from '@/shared/forms/serverFieldErrors';
import { blogCreateForm, blogUpdateForm } from '@/features/blogs/payloads';
import { blogUpdate, type BlogFormValues } from '@/features/blogs/schema';
import { metaCreateForm, metaUpdateForm } from '@/features/meta/mappers';

const context = { actor: 'ana.lopez', now: new Date('2026-11-20T10:00:00.000Z') };
const sent = (form: FormData) =>
  Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `File:${v.name}`]));
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const initial: BlogFormValues = {
  title: 'Post',
  blogId: 'post',
  blogUrl: 'https://example.com/post',
  metaTitle: 'Post',
  metaDescription: 'About',
  content: '<p>Text</p>',
  categoryName: 'news',
  excerptOverride: '',
  image: 'blogs/old.jpg',
  imageId: 4,
  status: 'published',
  publishAt: '',
  unpublishAt: '',
};

describe('a library image in the blog and meta bodies (imageId)', () => {
  it('a blog create sends the chosen imageId and no file', () => {
    const form = blogCreateForm({ ...initial, image: 'uploads/assets/a1.jpg', imageId: 12 }, context);
    expect(sent(form)).toMatchObject({ imageId: '12' });
    expect(sent(form)).not.toHaveProperty('image');
  });

  it('a blog create without a library image sends no imageId', () => {
    expect(sent(blogCreateForm({ ...initial, image: PIXEL, imageId: null }, context))).not.toHaveProperty('imageId');
  });

  it('a blog update sends imageId only when another library image (or none) was chosen', () => {
    expect(blogUpdate(initial, { ...initial }, 3)).toEqual({ version: 3 });
    const picked = blogUpdate(initial, { ...initial, image: 'uploads/assets/a1.jpg', imageId: 12 }, 3);
    expect(sent(blogUpdateForm(picked, context))).toMatchObject({ imageId: '12', version: '3' });
    expect(sent(blogUpdateForm(picked, context))).not.toHaveProperty('image');
    // an upload replaces the library image: the file is sent and imageId cleared
    const uploaded = blogUpdate(initial, { ...initial, image: PIXEL, imageId: null }, 3);
    expect(sent(blogUpdateForm(uploaded, context))).toMatchObject({ image: 'File:image.png', imageId: '' });
    // removing the image clears both
    const removed = blogUpdate(initial, { ...initial, image: null, imageId: null }, 3);
    expect(sent(blogUpdateForm(removed, context))).toMatchObject({ removeImage: 'true', imageId: '' });
  });

  it('a meta create and update send imageId as chosen', () => {
    const fields = { metaTitle: 'T', metaDescription: 'D', pageMeta: 'p', metaUrl: 'https://example.com' };
    expect(sent(metaCreateForm({ ...fields, image: 'uploads/assets/a1.jpg', imageId: 7 }, context))).toMatchObject({
      imageId: '7',
    });
    expect(sent(metaUpdateForm({ ...fields, version: 2, imageId: 7 }, context))).toMatchObject({ imageId: '7' });
    expect(sent(metaUpdateForm({ ...fields, version: 2 }, context))).not.toHaveProperty('imageId');
  });

  it('the server’s refusal of imageId shows at the image field, in the field’s words', () => {
    const error = new ApiError(400, {
      message: 'Validation failed',
      errors: { imageId: 'imageId must name an image of the media library' },
    });
    expect(serverFieldErrors(error, contractFields(metaContract))).toEqual({
      image: 'Image must name an image of the media library',
    });
  });
});
