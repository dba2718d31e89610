/**
 * Development only: React Router's Vite plugin adds Fast Refresh to every component module, which refuses to
 * run until this preamble is installed. Whole-document pages get it from <Scripts/>; island pages from here.
 */
const RUNTIME = '/@id/__x00__virtual:react-router/hmr-runtime';

interface RefreshRuntime {
  injectIntoGlobalHook: (target: Window) => void;
}

export async function installRefreshPreamble(): Promise<void> {
  const { default: runtime } = (await import(/* @vite-ignore */ RUNTIME)) as { default: RefreshRuntime };
  runtime.injectIntoGlobalHook(window);
  Object.assign(window, {
    $RefreshReg$: () => {},
    $RefreshSig$: () => (type: unknown) => type,
    __vite_plugin_react_preamble_installed__: true,
  });
}
