import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/shared/api/ApiError';
import { conflictCurrent, serverFieldErrors, type ServerFields } from '../../../src/shared/forms/serverFieldErrors';

interface Form {
  title: string;
  content: string;
  blogId: string;
  image: string | null;
}

const FIELDS: ServerFields<Form> = {
  blogTitle: { field: 'title', label: 'Title' },
  description: { field: 'content', label: 'Content' },
  blogId: { field: 'blogId', label: 'Blog ID', duplicate: 'A blog post with this blog ID already exists.' },
  image: { field: 'image', label: 'Image' },
};

describe('serverFieldErrors', () => {
  it("renames server fields to form fields, in the label's words, and drops unknown ones", () => {
    const error = new ApiError(400, {
      message: 'Please fix the highlighted fields',
      errors: {
        blogTitle: 'blogTitle must be at most 200 characters',
        description: 'description is required',
        blogId: 'blogId may only hold lowercase letters, digits and single hyphens',
        channel: 'channel must be at most 50 characters',
      },
    });
    expect(serverFieldErrors(error, FIELDS)).toEqual({
      title: 'Title must be at most 200 characters',
      content: 'Content is required',
      blogId: 'Blog ID may only hold lowercase letters, digits and single hyphens',
    });
  });

  it('says what a duplicate is in plain words', () => {
    const error = new ApiError(409, {
      message: 'A blog post with this blogId already exists',
      errors: { blogId: 'blogId already exists' },
    });
    expect(serverFieldErrors(error, FIELDS)).toEqual({ blogId: 'A blog post with this blog ID already exists.' });
  });

  it("puts a refused image's reason on the image field", () => {
    const type = new ApiError(415, { message: 'Only PNG, JPEG, GIF or WebP images are accepted' });
    expect(serverFieldErrors(type, FIELDS)).toEqual({ image: 'Only PNG, JPEG, GIF or WebP images are accepted' });
    const size = new ApiError(413, { message: 'Image size should be less than 5MB' });
    expect(serverFieldErrors(size, FIELDS)).toEqual({ image: 'Image size should be less than 5MB' });
    // an over-long text field is not the image's fault
    expect(serverFieldErrors(new ApiError(413, { message: 'Field "description" is too large' }), FIELDS)).toEqual({});
    // a form without an image field gets nothing
    expect(serverFieldErrors(type, { blogTitle: FIELDS.blogTitle })).toEqual({});
  });

  it('gives nothing for other errors', () => {
    expect(serverFieldErrors(new Error('boom'), FIELDS)).toEqual({});
    expect(serverFieldErrors(new ApiError(500, { message: 'Internal server error' }), FIELDS)).toEqual({});
  });
});

describe('conflictCurrent', () => {
  it('reads the current record of a 409 only', () => {
    expect(conflictCurrent(new ApiError(409, { message: 'changed', current: { id: 1 } }))).toEqual({ id: 1 });
    expect(conflictCurrent(new ApiError(409, { message: 'duplicate' }))).toBeNull();
    expect(conflictCurrent(new ApiError(400, { current: { id: 1 } }))).toBeNull();
  });
});
