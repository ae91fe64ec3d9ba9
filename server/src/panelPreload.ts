import fs from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The app (React, the sign-in steps' frame, the session check): index.html's entry (src/app/boot.ts) imports it once
 * the page has painted its "Loading...", so every page names it for the browser to fetch with the HTML.
 */
export const APP = 'src/app/main.tsx';
/** The router app's lazy module (main.tsx): React Router and the route tables; the sign-in steps do without it. */
export const ROUTER_APP = 'src/app/App.tsx';
/** The router app and the signed-in shell's lazy module (router.tsx): the guard, the menu and TanStack Query. */
const SHELL = [ROUTER_APP, 'src/app/layout/ProtectedRoute.tsx'] as const;
const route = (name: string) => `src/app/routes/${name}.tsx`;

/**
 * The panel's pages and the lazy modules (manifest keys, as in src/app/main.tsx and src/app/routes/*.tsx) their first
 * screen needs. The browser otherwise finds them one by one: the entry, then the router app, then the router's lazy
 * route, then each chunk's imports. The two sign-in steps are shown by the app (main.tsx) without the router app.
 */
export const PANEL_ROUTE_MODULES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/signin$/, [route('auth/SignInRoute')]],
  [/^\/verify-otp$/, [route('auth/VerifyOtpRoute')]],
  [/^\/(dashboard)?$/, [...SHELL, route('dashboard/DashboardRoute')]],
  [/^\/blog(\/list)?$/, [...SHELL, route('blogs/BlogListRoute')]],
  [/^\/blog\/(create|edit\/[^/]+)$/, [...SHELL, route('blogs/BlogFormRoute')]],
  [/^\/category(\/list)?$/, [...SHELL, route('categories/CategoryListRoute')]],
  [/^\/category\/(create|edit\/[^/]+)$/, [...SHELL, route('categories/CategoryFormRoutes')]],
  [/^\/meta(\/list)?$/, [...SHELL, route('meta/MetaListRoute')]],
  [/^\/meta\/(create|edit\/[^/]+)$/, [...SHELL, route('meta/MetaFormRoutes')]],
  [/^\/contacts(\/list)?$/, [...SHELL, route('contacts/ContactListRoute')]],
  [/^\/contacts\/(footer|header|page|enquiries)$/, [...SHELL, route('contacts/EnquiryListRoute')]],
  [/^\/trash$/, [...SHELL, route('trash/TrashRoute')]],
  [/^\/seo$/, [...SHELL, route('seo/SeoRoute')]],
  [/^\/settings(\/content-keys)?$/, [...SHELL, route('settings/ContentKeysRoute')]],
  [/^\/settings\/webhooks$/, [...SHELL, route('settings/WebhooksRoute')]],
  [/^\/media$/, [...SHELL, route('media/MediaRoute')]],
  [/^\/redirect(\/list)?$/, [...SHELL, route('redirects/RedirectListRoute')]],
  [/^\/redirect\/(create|edit\/[^/]+)$/, [...SHELL, route('redirects/RedirectFormRoutes')]],
];

/**
 * Reads the build's manifest; null when the build has none (then pages get no preload hints). A lazily imported module
 * that the build put in a shared chunk has no key of its own there; the build writes each one's chunk beside it
 * (`.vite/module-chunks.json`, vite.config.ts firstScreenChunks), and it is added under its module's name.
 */
export function readManifest(panelDir: string): Manifest | null {
  const file = path.join(panelDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return null;
  try {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    const modulesFile = path.join(panelDir, '.vite', 'module-chunks.json');
    if (fs.existsSync(modulesFile)) {
      const modules = JSON.parse(fs.readFileSync(modulesFile, 'utf8')) as Record<string, string>;
      const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
      for (const [module, chunkFile] of Object.entries(modules)) {
        const chunk = byFile.get(chunkFile);
        if (chunk && !manifest[module]) manifest[module] = chunk;
      }
    }
    return manifest;
  } catch {
    return null;
  }
}

/** The files of the chunks `keys` load through static imports, theirs included. */
function staticGraph(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    files.add(manifest[key].file);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The JS files (`/assets/…`) a page's lazy modules need that index.html does not already load: the whole chain at
 * once, so the browser fetches them in parallel with the entry instead of one after another.
 */
export function routeChunks(manifest: Manifest, pathname: string): string[] {
  // Any other address is the router app's too (its "no page here" screen).
  const modules = [APP, ...(PANEL_ROUTE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1] ?? [ROUTER_APP])];
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const eager = staticGraph(manifest, entries);
  return [...staticGraph(manifest, modules)].filter((file) => !eager.has(file)).map((file) => `/${file}`);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html with a `<link rel="preload" as="script">` for every file of `chunks`, at the end of its `<head>`: fetched
 * with the HTML, compiled only when imported. A module preload (`rel="modulepreload"`) is compiled as it arrives, and
 * those compiles held the page's first paint (its static "Loading...") back until the app's code had come.
 */
export function withScriptPreloads(html: string, chunks: readonly string[]): string {
  if (!chunks.length) return html;
  const links = chunks.map((file) => `<link rel="preload" as="script" crossorigin href="${escapeAttribute(file)}">`);
  return html.replace('</head>', `${links.join('\n')}\n</head>`);
}
