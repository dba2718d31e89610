import { defineConfig } from 'vite';

/**
 * The public pages' own small client build (decision 004): the islands' loader and one chunk per island,
 * written beside React Router's client files, with a manifest for the server to find the loader by name.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  publicDir: false,
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    manifest: '.vite/islands-manifest.json',
    rollupOptions: { input: 'app/islands/loader.ts' },
  },
});
