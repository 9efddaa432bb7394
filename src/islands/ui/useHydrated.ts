import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False in the server-rendered HTML and the first hydration pass, true once the island is live in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
