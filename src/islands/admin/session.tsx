import { Component, createContext, useCallback, useContext, type ReactNode } from "react";
import { staff } from "../../i18n/en/staff";
import { adminApi, problemText, SignedOutError } from "./api";

export interface AdminSession {
  username: string;
  /** Returns the app to the sign-in form with the "session has ended" note. */
  sessionEnded: () => void;
}

export const SessionContext = createContext<AdminSession | null>(null);

export function useSession(): AdminSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession is used outside the signed-in admin shell");
  return session;
}

/**
 * adminApi for the screens inside the shell. When the session has ended the
 * shell replaces the screen with the sign-in form, so the call never settles
 * and the screen needs no handling of its own for that case.
 */
export function useAdminApi() {
  const { sessionEnded } = useSession();
  return useCallback(
    async <T,>(method: string, path: string, body?: unknown): Promise<T> => {
      try {
        return await adminApi<T>(method, path, body);
      } catch (error) {
        if (error instanceof SignedOutError) {
          sessionEnded();
          return new Promise<T>(() => {});
        }
        throw error;
      }
    },
    [sessionEnded],
  );
}

/** Catches a screen that fails while rendering: a SignedOutError goes to the shell, anything else gets a plain message. */
export class ScreenBoundary extends Component<{ onSignedOut: () => void; children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (error instanceof SignedOutError) this.props.onSignedOut();
  }

  render() {
    const { error } = this.state;
    if (error === null || error instanceof SignedOutError) return error === null ? this.props.children : null;
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
        <h2 className="text-xl">{staff.screen.failed}</h2>
        <p className="mt-2 text-sm">{problemText(error)}</p>
        <button type="button" className="btn-outline mt-4" onClick={() => window.location.reload()}>
          {staff.screen.reload}
        </button>
      </div>
    );
  }
}
