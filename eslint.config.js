// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import { layeringPlugin } from './eslint/layering.js';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every feature folder, so that a new feature is held to the sibling rule without an edit here. */
const features = readdirSync(path.join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * One-way layering (docs/contributing.md#layering): ui, lib, contract, theme <- shared <- features <- app.
 * mocks/ is for stories and tests only. A feature never imports a sibling feature.
 */
const layering = {
  'layering/no-cross-layer-imports': [
    'error',
    {
      root: import.meta.dirname,
      zones: [
        {
          target: './src/ui',
          from: ['./src/features', './src/app', './src/shared', './src/mocks', './src/contract'],
          message: 'ui/ is generic (props in, events out): it knows no feature, route, menu or record type.',
        },
        {
          target: './src/lib',
          from: ['./src/ui', './src/features', './src/app', './src/shared', './src/mocks', './src/theme'],
          message: 'lib/ holds pure helpers only.',
        },
        {
          target: './src/contract',
          from: ['./src/ui', './src/features', './src/app', './src/shared', './src/mocks', './src/theme'],
          message: 'contract/ is pure (the server imports it by path): it may use lib/ only.',
        },
        {
          target: './src/domain',
          from: ['./src/ui', './src/features', './src/app', './src/shared', './src/mocks', './src/theme', './server'],
          message: 'domain/ holds the rules the server and the in-memory API share: pure, on contract/ and lib/ only.',
        },
        {
          target: './src/contract',
          from: ['./src/domain'],
          message: 'contract/ describes; the rules built on it (domain/) sit above it.',
        },
        {
          target: './src/theme',
          from: ['./src/ui', './src/features', './src/app', './src/shared', './src/mocks'],
          message: 'theme/ sits at the bottom of the layers.',
        },
        {
          target: './src/shared',
          from: ['./src/features', './src/app', './src/mocks'],
          message: 'shared/ may not reach up into features or app.',
        },
        {
          target: './src/features',
          from: ['./src/app', './src/mocks'],
          message: 'features may not import the app or the mocks.',
        },
        { target: './src/app', from: ['./src/mocks'], message: 'The app never ships the in-memory API.' },
        ...features.map((name) => ({
          target: `./src/features/${name}`,
          from: ['./src/features'],
          except: [`./${name}`],
          message: 'A feature never imports a sibling feature; compose them in app/.',
        })),
      ],
    },
  ],
};

/**
 * The server's layers run one way too: routes (the HTTP edge) → services and auth → db (repositories: every query).
 * db/ knows nothing of HTTP or of the services above it; only routes/, http/ and the app turn errors into answers.
 */
const serverLayering = {
  'layering/no-cross-layer-imports': [
    'error',
    {
      root: import.meta.dirname,
      zones: [
        {
          target: './server/src/db',
          from: ['./server/src/services', './server/src/http', './server/src/routes', './server/src/auth'],
          message: 'db/ is the bottom layer (repositories: every query); it imports no service, route or HTTP code.',
        },
        {
          target: './server/src/services',
          from: ['./server/src/routes', './server/src/http'],
          message: 'services/ know nothing of requests: routes/ and http/ call them.',
        },
        {
          target: './server/src/auth',
          from: ['./server/src/routes', './server/src/services'],
          message: 'auth/ sits below the routes.',
        },
        {
          target: './server/src/http',
          from: ['./server/src/routes'],
          message: 'http/ is request plumbing the routes use, not the other way round.',
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      'data',
      'server/dist',
      'coverage',
      'bench/results',
      '**/__screenshots__',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', '.ci/*.mjs', 'server/*.mjs', 'bench/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, layering: layeringPlugin },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...layering,
    },
  },
  { files: ['server/src/**/*.ts'], plugins: { layering: layeringPlugin }, rules: serverLayering },
  { files: ['src/**/*.tsx', 'stories/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs['flat/recommended'],
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
);
