import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/shared/api/ApiError';
import { conflictCurrent, serverFieldErrors } from '../../../src/shared/forms/serverFieldErrors';

interface Form {
  title: string;
  content: string;
  blogId: string;
}

describe('serverFieldErrors', () => {
  it('renames server fields to form fields and drops unknown ones', () => {
    const error = new ApiError(400, {
      message: 'Validation failed',
      errors: { blogTitle: 'too long', description: 'empty', blogId: 'used', channel: 'bad' },
    });
    const map = { blogTitle: 'title', description: 'content' } as const;
    expect(serverFieldErrors<Form>(error, map, ['title', 'content', 'blogId'])).toEqual({
      title: 'too long',
      content: 'empty',
      blogId: 'used',
    });
  });

  it('gives nothing for other errors', () => {
    expect(serverFieldErrors<Form>(new Error('boom'))).toEqual({});
    expect(serverFieldErrors<Form>(new ApiError(500, { message: 'Internal server error' }))).toEqual({});
  });
});

describe('conflictCurrent', () => {
  it('reads the current record of a 409 only', () => {
    expect(conflictCurrent(new ApiError(409, { message: 'changed', current: { id: 1 } }))).toEqual({ id: 1 });
    expect(conflictCurrent(new ApiError(409, { message: 'duplicate' }))).toBeNull();
    expect(conflictCurrent(new ApiError(400, { current: { id: 1 } }))).toBeNull();
  });
});
