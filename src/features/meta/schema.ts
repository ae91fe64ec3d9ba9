import { mixed, object, string } from 'yup';

const required = (label: string, max: number) =>
  string().trim().required(`${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** Meta create and update (spec §5): title, description, page and URL required; the URL must be an http(s) URL. */
export const metaSchema = object({
  metaTitle: required('Meta title', 200),
  metaDescription: required('Meta description', 500),
  pageMeta: required('Page', 200),
  metaUrl: required('Meta URL', 2048).test(
    'http-url',
    'Meta URL must be a full http(s) address, e.g. https://www.example.com/about',
    (value) => isHttpUrl(value),
  ),
  image: mixed<string>().nullable(),
});

function isHttpUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    // as the server (server/src/http/validate.ts): written with http(s)://, naming a host
    if (!/^https?:\/\//i.test(value.trim())) return false;
    return Boolean(new URL(value.trim()).hostname);
  } catch {
    return false;
  }
}
