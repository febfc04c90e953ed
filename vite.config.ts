import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { liveryBrands } from './scripts/vite-plugin-brands.ts';

// `<brand>.localhost` names pick a brand in development and tests (DESIGN §4).
const allowedHosts = ['.localhost', '.example.com'];

export default defineConfig({
  plugins: [react(), liveryBrands({ root: process.cwd() })],
  server: { port: 5173, allowedHosts },
  preview: { port: 4173, allowedHosts },
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
