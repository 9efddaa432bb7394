import { useCallback, useContext, useEffect, useState } from "react";
import { adminApi, adminApiAnswer, problemText, SignedOutError } from "./api";
import { SessionContext } from "./session";

export interface AdminResource<T> {
  /** The answer for the current address; while it loads, the previous answer when `keep` is set, else null. */
  data: T | null;
  /** The server's plain message when the last load failed; null while loading. */
  error: string | null;
  loading: boolean;
  /**
   * The server said nobody is signed in. Inside the signed-in shell this never
   * shows: the shell is told and puts up the sign-in form instead.
   */
  signedOut: boolean;
  reload: () => void;
  /** Changes the loaded answer after a write the server confirmed; ignored once another load has begun. */
  update: (change: (data: T) => T) => void;
}

interface Loaded<T> {
  key: string;
  data: T | null;
  error: string | null;
  signedOut: boolean;
}

/**
 * What an admin screen shows from a GET: loaded on mount and whenever `path`
 * changes, again on `reload()`, and an answer that arrives after the screen has
 * moved on is dropped. With `keep`, a reload leaves the last answer on screen; with `whole`, the answer is the
 * function's whole body rather than its `data`.
 */
export function useAdminResource<T>(
  path: string,
  { keep = false, whole = false }: { keep?: boolean; whole?: boolean } = {},
): AdminResource<T> {
  const sessionEnded = useContext(SessionContext)?.sessionEnded;
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt} ${path}`;
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: "", data: null, error: null, signedOut: false });

  useEffect(() => {
    let live = true;
    (whole ? adminApiAnswer<T>("GET", path) : adminApi<T>("GET", path)).then(
      (data) => live && setLoaded({ key, data, error: null, signedOut: false }),
      (error: unknown) => {
        if (!live) return;
        const signedOut = error instanceof SignedOutError;
        if (signedOut && sessionEnded) return sessionEnded();
        setLoaded((previous) => ({ key, data: keep ? previous.data : null, error: signedOut ? null : problemText(error), signedOut }));
      },
    );
    return () => {
      live = false;
    };
  }, [path, key, keep, whole, sessionEnded]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setLoaded((previous) => (previous.key === key && previous.data !== null ? { ...previous, data: change(previous.data) } : previous)),
    [key],
  );

  const loading = loaded.key !== key;
  return {
    data: loading && !keep ? null : loaded.data,
    error: loading ? null : loaded.error,
    loading,
    signedOut: !loading && loaded.signedOut,
    reload,
    update,
  };
}
