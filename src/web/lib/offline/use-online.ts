import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

/**
 * Whether the browser has a network, as TanStack Query sees it (the queries pause on the same signal): false from an
 * "offline" event until an "online" one, and on a page opened offline (query-client.tsx).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
