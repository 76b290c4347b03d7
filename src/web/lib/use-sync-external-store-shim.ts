/**
 * react-i18next imports `useSyncExternalStore` from the `use-sync-external-store/shim` package, a polyfill for React
 * older than 18. Our React has the hook itself; vite.config.ts points the import here so the polyfill (about half a
 * kilobyte gzipped) stays out of every page's first load.
 */
export { useSyncExternalStore } from "react";
