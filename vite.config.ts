/// <reference types="vitest/config" />
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { screenshotBytes } from './.storybook/screenshotBytes.ts';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const executablePath = findChromium();

/** `@/x` is `src/x` (tsconfig.json `paths`): imports from across the panel do not climb folders. */
const resolve = { alias: { '@': path.join(dirname, 'src') } };

/** Screenshots compared pixel for pixel: when baselines are updated, or asked for. */
const exactScreenshots =
  process.env.SCREENSHOT_EXACT === '1' || process.argv.some((arg) => /^(-u|--update(=.*)?)$/.test(arg));

const browser = {
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath, args: CHROMIUM_ARGS } }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1280, height: 800 },
  // A story's screenshot is first compared byte for byte with its baseline (.storybook/screenshotBytes.ts).
  commands: { screenshotBytes },
  expect: {
    toMatchScreenshot: {
      // How long a capture may take to match its baseline, or else two captures each other. Vitest's 5 s ran out for
      // stories that pass alone, on a slow 2-core machine under the whole of `npm test`. Vitest leaves this timer
      // running after the last capture, and its process waits for it up to its teardown limit (10 s): `npm test` runs
      // the stories with a 2 s one (scripts/test.mjs).
      timeout: 20_000,
      comparatorName: 'pixelmatch' as const,
      // A test run allows a few pixels of difference (0.2 % of the picture). `--update` allows none, so that a change
      // within the tolerance (a renamed title, a new focus ring) still rewrites its baseline. SCREENSHOT_EXACT=1
      // compares without it, to list every baseline that differs at all (docs/testing.md#screenshots).
      comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: exactScreenshots ? 0 : 0.002 },
    },
  },
};

/**
 * Writes .br and .gz beside every built JS/CSS/SVG asset, which the panel server sends (`preCompressed`) to browsers
 * that accept them: the first load moves about a third of the bytes.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      if (!existsSync(assets)) return;
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = path.join(assets, name);
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * Writes the entry's stylesheet (the font faces and src/app/boot.css, ~1.5 kB compressed) into index.html instead of
 * linking it: the page's first paint (its static "Loading...") then waits for nothing but the HTML. The panel's CSP
 * allows inline styles (styled-components writes its own). The stylesheet is taken off the entry chunk's CSS before
 * Vite writes the HTML and the lazy chunks' preload lists, which would otherwise link it and fetch it again.
 */
function inlineEntryCss(): Plugin {
  const inlined = new Set<string>();
  return {
    name: 'inline-entry-css',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.viteMetadata) continue;
          chunk.viteMetadata.importedCss.forEach((css) => inlined.add(css));
          chunk.viteMetadata.importedCss.clear();
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const styles = [...inlined].map((file) => {
          const asset = bundle?.[file];
          if (asset?.type !== 'asset') throw new Error(`inline-entry-css: ${file} is not in the bundle`);
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
        return html.replace('</head>', `${styles.join('')}\n  </head>`);
      },
    },
  };
}

/**
 * React Router's package exports point every bundler at its development build, whose dev-only warnings stay in a
 * production bundle (`ENABLE_DEV_WARNINGS = true`). The build takes its production files instead.
 */
function productionReactRouter(): Plugin {
  const dist = path.join(dirname, 'node_modules/react-router/dist/production');
  const files: Record<string, string> = {
    'react-router': path.join(dist, 'index.mjs'),
    'react-router/dom': path.join(dist, 'dom-export.mjs'),
  };
  return {
    name: 'production-react-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return files[source] ?? null;
    },
  };
}

/** A treemap of the build's chunks and modules at `file` (gzip sizes), and its raw data beside it (.json). */
function bundleMap(file: string | undefined): Plugin[] {
  if (!file) return [];
  const json = `${file.replace(/\.html$/, '')}.json`;
  return [
    visualizer({ filename: file, template: 'treemap', gzipSize: true }) as Plugin,
    visualizer({ filename: json, template: 'raw-data', gzipSize: true }) as Plugin,
  ];
}

/**
 * The code of each page's first screen in a few files instead of the 10–30 small shared chunks Rolldown makes on its own,
 * each a request on the page's critical path.
 * In this order, each group takes what its modules import statically and no earlier group took (the entry,
 * src/app/boot.ts, and its styles stay in index.html's script): the app (src/app/main.tsx: React, styled-components,
 * Jotai, the API client and the sign-in steps' frame; Rolldown split shared libraries off it into extra first-load
 * chunks otherwise), what the sign-in step shares with the code step or the shell, what the code step shares with the
 * shell, the sign-in step, the code step, the signed-in shell (the router app and the guard with its menu),
 * the dashboard, what the dashboard shows once loaded (after its skeleton; what it shares with the list pages apart),
 * the list pages, the form pages. The dashboard loads neither list nor form code; a list page loads the
 * code of all list pages (one file, cached for the next), a form page that and the forms' code.
 */
function firstScreenChunks() {
  const groups = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'first-screen-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (pattern: RegExp) => ids.filter((id) => pattern.test(id.replaceAll('\\', '/')));
      const closure = (pattern: RegExp) => {
        const seen = new Set<string>();
        const stack = find(pattern);
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const taken = closure(/\/src\/app\/boot\.ts$/);
      const take = (name: string, modules: Set<string>) => {
        const own = new Set([...modules].filter((id) => !taken.has(id)));
        own.forEach((id) => taken.add(id));
        groups.set(name, own);
      };
      take('app', closure(/\/src\/app\/main\.tsx$/));
      const signIn = closure(/\/src\/app\/routes\/auth\/SignInRoute\.tsx$/);
      const verifyOtp = closure(/\/src\/app\/routes\/auth\/VerifyOtpRoute\.tsx$/);
      const shell = closure(/\/src\/app\/(App|layout\/ProtectedRoute)\.tsx$/);
      const both = (a: Set<string>, b: Set<string>) => new Set([...a].filter((id) => b.has(id)));
      take('signInShared', both(signIn, new Set([...verifyOtp, ...shell])));
      take('verifyOtpShared', both(verifyOtp, shell));
      take('signIn', signIn);
      take('verifyOtp', verifyOtp);
      take('shell', shell);
      take('dashboard', closure(/\/src\/app\/routes\/dashboard\/\w+\.tsx$/));
      const dashboardParts = closure(/\/src\/features\/dashboard\/screens\/loadedParts\.ts$/);
      const lists = closure(/\/src\/app\/routes\/\w+\/\w*(List|Trash|Seo)Route\.tsx$/);
      take('listsAndDashboard', both(dashboardParts, lists));
      take('dashboardParts', dashboardParts);
      take('lists', lists);
      take('forms', closure(/\/src\/app\/routes\/\w+\/\w*Form\w*\.tsx$/));
    },
    // A lazily imported module inside a group's chunk has no entry of its own in Vite's manifest: the chunk of each is
    // written beside it (.vite/module-chunks.json, `src/…` path → file), for the panel server's preload lists.
    generateBundle(_options, bundle) {
      const modules: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          if (!this.getModuleInfo(id)?.dynamicImporters.length) continue;
          modules[path.relative(dirname, id).replaceAll('\\', '/')] = chunk.fileName;
        }
      }
      const source = `${JSON.stringify(modules, Object.keys(modules).sort(), 2)}\n`;
      this.emitFile({ type: 'asset', fileName: '.vite/module-chunks.json', source });
    },
  };
  const names = [
    'app',
    'signInShared',
    'verifyOtpShared',
    'signIn',
    'verifyOtp',
    'shell',
    'dashboard',
    'listsAndDashboard',
    'dashboardParts',
    'lists',
    'forms',
  ];
  return {
    plugin,
    groups: names.map((name, i) => ({
      name,
      priority: names.length - i,
      test: (id: string) => groups.get(name)?.has(id) ?? false,
    })),
  };
}

const firstScreens = firstScreenChunks();

export default defineConfig({
  plugins: [
    react(),
    productionReactRouter(),
    precompressAssets(),
    inlineEntryCss(),
    firstScreens.plugin,
    // BUNDLE_MAP=<file.html>: the bundle benchmark's map (bench/bundle.mjs summarises the .json beside it).
    ...bundleMap(process.env.BUNDLE_MAP),
  ],
  resolve,
  build: {
    target: 'es2022',
    // bench/bundle-size.mjs reads the manifest to tell first-load chunks from lazy ones.
    manifest: true,
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      // The groups of firstScreenChunks, each exactly its modules: a module of a group stays there even when an
      // earlier group's module imports it (the groups never import each other in a cycle: each takes only what no
      // earlier one took).
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: firstScreens.groups } },
    },
  },
  server: { host: '127.0.0.1' },
  // Pre-bundled up front so the first story run is not interrupted by Vite re-optimising and reloading.
  optimizeDeps: {
    include: [
      'jotai/utils',
      'react-dom/client',
      'styled-components',
      'ofetch',
      'jotai-tanstack-query',
      '@tanstack/react-query',
      'formik',
      'yup',
      'react-router-dom',
      'react-quill-new',
      'quill',
      'quill/formats/code',
      'quill/formats/link',
      'quill/formats/image',
      'quill/formats/video',
      'quill/modules/clipboard',
      'quill/modules/uploader',
      'dompurify',
      'sanitize-html',
      'file-type',
      'victory',
      'kysely',
    ],
    // Loads its .wasm beside its module (new URL(…, import.meta.url)), which pre-bundling would move.
    exclude: ['@sqlite.org/sqlite-wasm'],
  },
  preview: { host: '127.0.0.1' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // A worker keeps its happy-dom window and module cache from file to file instead of building both again for
          // each of the 41 files (the setup file unmounts and clears storage after every test; a file that mocks a module
          // loads what uses it afresh with vi.resetModules, as tests/unit/app/signedOutAppError.test.tsx does),
          // which costs a fraction of the CPU of a fresh window per file (bench/results/test-time.md).
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser,
          setupFiles: ['.storybook/vitest.setup.ts'],
          // A timeout is there to catch a hang, not to time a story: the slowest stories (the editor's image dialogs)
          // come close to 30 s on a slow 2-core machine while the rest of `npm test` runs beside them.
          testTimeout: 60_000,
          // Story files run in parallel tabs of the one Chromium. Vitest's default is one tab per core minus one, a
          // single tab on a 2-core machine, which leaves a core idle whenever the tab waits on the runner.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          // Story files reuse their tab instead of a fresh page each (every story renders into a fresh root with its
          // own store, in-memory API and query client): about a third less CPU (docs/testing.md#where-the-time-goes).
          isolate: false,
          // Its own group, as Vitest requires for a project with its own maxWorkers (in one `vitest run` of every
          // project it then starts after `unit`; `npm test` runs it in a Vitest process of its own).
          sequence: { groupOrder: 1 },
        },
      },
      ...(existsSync(path.join(dirname, 'server/test/global-setup.ts')) ? [serverProject()] : []),
      {
        resolve,
        test: {
          name: 'contract',
          root: dirname,
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          fileParallelism: false,
          isolate: false,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          root: dirname,
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Catches a hang, not slowness: the demo website's journey waits up to 45 s for its scheduled post after its
          // other steps, which on a slow, loaded 2-core machine took longer than 60 s in all.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A journey's `expect.poll` waits on a real server and browser beside the rest of `npm test`: Vitest's
          // default of 1 s is shorter than a list can take to load there. A poll that never passes still fails.
          expect: { poll: { timeout: 10_000 } },
          pool: 'forks',
          fileParallelism: false,
          // One fork for every journey file, as in `server` (each file launches its own Chromium and makes its own
          // records), so the files share their imports instead of loading them again.
          isolate: false,
        },
      },
    ],
  },
});

function serverProject() {
  return {
    resolve,
    test: {
      name: 'server',
      root: dirname,
      environment: 'node',
      include: ['server/test/**/*.test.ts'],
      globalSetup: ['server/test/global-setup.ts'],
      // Catches a hang, not slowness (the concurrent-write races come close to 30 s on a slow, loaded machine).
      testTimeout: 60_000,
      hookTimeout: 60_000,
      pool: 'forks',
      fileParallelism: false,
      // The files run one after another in one fork instead of a fresh fork each, which re-imported Fastify, Kysely and
      // the server for every file (about a third of the suite's CPU; bench/results/test-time.md). Every file starts its
      // own servers on fresh databases, and no file mocks modules.
      isolate: false,
    },
  };
}
