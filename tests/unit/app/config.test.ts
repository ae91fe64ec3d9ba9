import { describe, expect, it } from 'vitest';
import { DEFAULT_API_BASE_URL, resolveApiBaseUrl } from '../../../src/shared/config';

describe('API base at run time', () => {
  it('prefers a non-empty <meta name="api-base-url"> over the build-time value', () => {
    expect(resolveApiBaseUrl('http://127.0.0.1:4100/', 'http://127.0.0.1:3001')).toBe('http://127.0.0.1:4100');
  });

  it('falls back to VITE_API_BASE_URL when the meta is empty, blank or missing', () => {
    expect(resolveApiBaseUrl('', 'https://api.example.com//')).toBe('https://api.example.com');
    expect(resolveApiBaseUrl('   ', 'https://api.example.com')).toBe('https://api.example.com');
    expect(resolveApiBaseUrl(null, 'https://api.example.com')).toBe('https://api.example.com');
  });

  it('falls back to the default origin without either', () => {
    expect(resolveApiBaseUrl(undefined, undefined)).toBe(DEFAULT_API_BASE_URL);
    expect(resolveApiBaseUrl('', '')).toBe(DEFAULT_API_BASE_URL);
  });
});
