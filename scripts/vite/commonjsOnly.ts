import type { Plugin } from 'vite';

// pluralize (ra-data-graphql's, in the console's data-provider chunk) is a UMD file that asks
// `typeof require === 'function'` before taking its CommonJS branch. Bundled, that question
// brings rolldown's `require` shim into rolldown-runtime-*.js, the runtime every page shares:
// +198 B gzip on `/` for a page that never loads pluralize (issue 20: `/` no heavier). The
// bundle is CommonJS-interop, so the CommonJS branch is the one taken; this says so.
const UMD_TEST =
  "typeof require === 'function' && typeof exports === 'object' && typeof module === 'object'";

export function pluralizeAsCommonJs(): Plugin {
  return {
    name: 'wayfare:pluralize-as-commonjs',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]pluralize[\\/]pluralize\.js$/ },
      handler(code) {
        if (!code.includes(UMD_TEST)) {
          this.error('pluralize changed its UMD header: review scripts/vite/commonjsOnly.ts');
        }
        return { code: code.replace(UMD_TEST, 'true'), map: null };
      },
    },
  };
}
