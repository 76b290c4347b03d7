import { configure } from "@testing-library/react";

/**
 * `findBy…` and `waitFor` give up after 1 s by default. A test that opens a lazily loaded page waits for Vite to
 * transform that page's modules on first import, which on a busy two-core CI machine has taken longer than that:
 * a timeout there says nothing about the app. Imported first by the jsdom suites that wait for the UI.
 */
configure({ asyncUtilTimeout: 10_000 });
