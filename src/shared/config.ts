/** Default API origin: the local server of `npm start` (docs/api-contract.md). */
export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:3001';

/** The API origin from `VITE_API_BASE_URL`, without a trailing slash. */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL || DEFAULT_API_BASE_URL).replace(/\/+$/, '');
