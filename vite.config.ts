import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { liveryBrands } from './scripts/vite-plugin-brands.ts';

export default defineConfig({
  plugins: [react(), liveryBrands({ root: process.cwd() })],
  server: { host: true, port: 5173 },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
});
