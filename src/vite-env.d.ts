/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base, `/api` by default. */
  readonly VITE_API_BASE?: string;
  /** Socket.IO root; empty means the page's origin. */
  readonly VITE_SOCKET_URL?: string;
  readonly VITE_APP_VERSION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
