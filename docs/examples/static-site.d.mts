/** Builds the site into `outDir`; returns the number of posts written, or null when nothing changed since last time. */
export declare function buildSite(options: {
  apiUrl: string;
  outDir: string;
  /** A Content API key (default: CONTENT_API_KEY), sent as `Authorization: Bearer <key>`. */
  key?: string;
  fetch?: (url: URL, init: { headers?: Record<string, string> }) => Promise<Response>;
}): Promise<number | null>;
