/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API origin the panel calls (docs/api-contract.md). Default `http://127.0.0.1:3001`. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
