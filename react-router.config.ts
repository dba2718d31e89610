import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  future: {
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
    // Opting in changes the loaders' context from our AppLoadContext object to a RouterContextProvider: a
    // migration of every loader of its own, not a flag to flip in passing.
    v8_middleware: false,
  },
} satisfies Config;
