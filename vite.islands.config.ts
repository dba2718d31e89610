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
    rolldownOptions: {
      input: 'app/islands/loader.ts',
      output: {
        // Our modules and icons used by two or more islands go in one chunk: a dozen tiny files cost more
        // in request headers than their bytes on a phone.
        codeSplitting: {
          groups: [
            { name: 'islands-shared', test: /lucide-react|[\\/](?:app|domain)[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
