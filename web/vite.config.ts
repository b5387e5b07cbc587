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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (React, the router, Mantine's core, i18next, the layout...) in
          // one chunk. Left to itself, the bundler cuts the modules the lazy pages share with the entry into dozens
          // of small chunks, every one of them on every first load: ~20 KB more gzip than one chunk. Every lazy
          // chunk's static imports are this chunk or its own, so no chunk cycle can form; the entry (main.tsx)
          // stays out so the build keeps its entry chunk.
          groups: [{ name: 'app', tags: ['$initial'], test: (id) => !id.endsWith('/src/main.tsx'), includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
