/**
 * What the analysis pages' charts cost (issue 20 §3; docs/decisions.md, "Console bundle"):
 * @mui/x-charts loads as its own lazy chunk, downloaded when the first chart opens. Measured as
 * an empty chart page bundled the way that chunk will be: x-charts and what only it uses (its
 * gesture package, d3), with React, MUI and emotion left out (the console has them already);
 * minified, gzip level 9. The analysis issue's pages only add their own code on top.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** The charts chunk's budget: 100 KiB gzip (100,509 B measured on 2026-11-27). */
export const CHARTS_JS_BUDGET_GZIP_BYTES = 100 * 1024;

const EMPTY_CHART_PAGE = `
import { createElement } from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
export default function EmptyChart() {
  return createElement(LineChart, { series: [], height: 300 });
}`;

/** What the console already loads: not the charts chunk's bytes. */
const SHARED = [
  'react',
  'react-dom',
  'react/*',
  '@mui/material',
  '@mui/material/*',
  '@mui/system',
  '@mui/system/*',
  '@mui/utils',
  '@mui/utils/*',
  '@emotion/*',
  'prop-types',
  'clsx',
];

export async function measureEmptyChart(): Promise<{ bytes: number; gzip_bytes: number }> {
  const result = await build({
    stdin: {
      contents: EMPTY_CHART_PAGE,
      resolveDir: path.resolve(import.meta.dirname, '..'),
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    external: SHARED,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { bytes: code.length, gzip_bytes: gzipSync(code, { level: 9 }).length };
}
