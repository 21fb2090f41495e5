/// <reference types="vite/client" />

/** Build id baked in by vite (`define` in vite.config.ts); compared with /builds/latest.json. */
declare const __BUILD_ID__: string;
