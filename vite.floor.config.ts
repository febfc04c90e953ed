// The floor's build (issue 30; docs/decisions.md, "The floor"): floor/ into dist-floor/, with the
// settings of the site's build (vite.config.ts) that decide what a visitor downloads: the React
// plugin, React Router's production build, hashed assets precompressed (brotli, gzip) by the same
// plugin. `npm run build:floor`; `npm run lighthouse` builds it when it is missing or older than floor/.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressedAssets } from './scripts/vite-plugin-widget-chunks.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** As vite.config.ts: React Router's package resolves to its development build under every condition. */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: here('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: here('./node_modules/react-router/dist/production/dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  root: here('./floor'),
  // The site's public/ holds its brand documents: the floor has none.
  publicDir: false,
  plugins: [react(), precompressedAssets()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  build: {
    outDir: here('./dist-floor'),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { checks: { pluginTimings: false } },
  },
}));
