import { object, string } from 'yup';

const required = (label: string) => string().trim().required(`${label} is required`);

/** Create (spec §5): name, description and categoryUrl are required. Limits follow the API contract. */
export const categoryCreateSchema = object({
  name: required('Name').max(100, 'Name must be at most 100 characters'),
  description: required('Description').max(1000, 'Description must be at most 1000 characters'),
  categoryUrl: required('Category URL')
    .max(2048, 'Category URL must be at most 2048 characters')
    .test('url-or-path', 'Category URL must be a path like /blog/news or an http(s) URL', isUrlOrPath),
});

/** The server's rule (server/src/http/validate.ts `urlOrPath`): a plain path, or an absolute http(s) URL. */
function isUrlOrPath(value: string | undefined): boolean {
  const text = value?.trim() ?? '';
  if (!text) return true;
  if (/^\/[A-Za-z0-9\-._~/%]*$/.test(text)) return true;
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return Boolean(new URL(text).hostname);
  } catch {
    return false;
  }
}

/** Update (spec §5): name and description are required; categoryUrl is shown but not sent. */
export const categoryUpdateSchema = object({
  name: required('Name').max(100, 'Name must be at most 100 characters'),
  description: required('Description').max(1000, 'Description must be at most 1000 characters'),
});
