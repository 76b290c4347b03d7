import { type ComponentType, lazy, useState } from "react";

export interface PreloadablePage {
  (): React.JSX.Element;
  /** Starts loading the page's code (and strings); resolves once it can render without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * A lazily loaded page that renders at once when its code is already here. React.lazy alone suspends on its first
 * render even then, and React reveals a boundary that has shown its fallback no sooner than 300 ms after it
 * (FALLBACK_THROTTLE_MS in react-dom): the page opened first would sit behind the spinner for that long although
 * index.html had preloaded everything it needs (ADR 0021).
 */
export function preloadablePage(load: () => Promise<ComponentType>): PreloadablePage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined; // a failed preload leaves React's own load to try again
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page() {
    // Chosen once per mounted page: swapping the lazy wrapper for the loaded component later would remount it.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Page, { preload });
}
