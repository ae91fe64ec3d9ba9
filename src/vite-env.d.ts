/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API origin the panel calls (docs/api.md). Default `http://127.0.0.1:3001`. */
  readonly VITE_API_BASE_URL?: string;
  /** The website's URL when no server writes `<meta name="site-url">` (Vite dev server, Storybook). */
  readonly VITE_SITE_URL?: string;
  /** The demo credentials line of the sign-in page (e.g. `admin@example.com / Admin@12345`); unset in production. */
  readonly VITE_DEMO_HINT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
