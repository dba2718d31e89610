import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Bundled into the server build rather than imported whole: the package's index loads every one of its
  // icons, about 44 MB of the server's resident memory for the few dozen the pages use.
  ssr: { noExternal: ['lucide-react'] },
});
