import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server forwards API calls and public files to the local stack (`npm start`).
const apiTarget = process.env.OJ_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': apiTarget, '/public': apiTarget },
  },
  preview: {
    proxy: { '/api': apiTarget, '/public': apiTarget },
  },
  build: {
    // The report (scripts/bundle-report.mjs) reads the manifest to sum the home page's first load.
    manifest: true,
    chunkSizeWarningLimit: 1024,
  },
});
