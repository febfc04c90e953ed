import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { liveryBrands } from './scripts/vite-plugin-brands.ts';
import { widgetChunkManifest } from './scripts/vite-plugin-widget-chunks.ts';
import { dropWidgetSchemas } from './scripts/vite-plugin-widget-schemas.ts';

// `<brand>.localhost` names pick a brand in development and tests (DESIGN §4).
const allowedHosts = ['.localhost', '.example.com'];

// In development the platform runs apart (`npm run server`, port 8080); its paths are passed through,
// with the browser's host kept so the platform picks the same brand.
const platform = process.env.LIVERY_API ?? 'http://127.0.0.1:8080';
const proxy = Object.fromEntries(
  ['/wps', '/lgw', '/lotto', '/img', '/demo-game', '/demo-lottery', '/chat', '/dev'].map((prefix) => [prefix, { target: platform, changeOrigin: false }]),
);

export default defineConfig({
  plugins: [react(), liveryBrands({ root: process.cwd() }), widgetChunkManifest(), dropWidgetSchemas()],
  server: { port: 5173, allowedHosts, proxy },
  preview: { port: 4173, allowedHosts },
  // Precompressing the assets (brotli 11) takes a second or two of plugin time by design: no timing report for it.
  build: { outDir: 'dist', sourcemap: true, manifest: true, rolldownOptions: { checks: { pluginTimings: false } } },
});
