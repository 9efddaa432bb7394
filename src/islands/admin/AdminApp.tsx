import { Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { admin } from "../../i18n/en/admin";
import { staff } from "../../i18n/en/staff";
import { fill } from "../../i18n/fill";
import type { StaffIdentity } from "../../lib/admin/auth";
import { adminApi, problemText, SignedOutError } from "./api";
import { AdminNav } from "./AdminNav";
import { useAdminResource } from "./resource";
import { ADMIN_SCREENS } from "./screens";
import type { AdminSection } from "./sections";
import { ScreenBoundary, SessionContext, type AdminSession } from "./session";
import { SignInForm } from "./SignInForm";
import { LoadError, Loading } from "./ui";
import { routes } from "../../lib/routes";

type Shell =
  | { state: "checking" }
  | { state: "unavailable"; message: string }
  | { state: "signed-out"; note?: string }
  | { state: "signed-in"; username: string };

const text = admin.shell;

/** The staff area: nothing but the sign-in form until the server confirms a session. */
export default function AdminApp({ section }: { section: AdminSection }) {
  const check = useAdminResource<StaffIdentity>(routes.api.admin.session());
  // What happened since the check: a sign-in, a sign-out, a session that ended.
  const [since, setSince] = useState<Shell | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const [signOutProblem, setSignOutProblem] = useState<string | null>(null);
  const { Screen, preload } = ADMIN_SCREENS[section];

  // The screen's code downloads while the session is checked.
  useEffect(() => void preload(), [preload]);

  const shell: Shell =
    since ??
    (check.loading
      ? { state: "checking" }
      : check.signedOut
        ? { state: "signed-out" }
        : check.data
          ? { state: "signed-in", username: check.data.username }
          : { state: "unavailable", message: check.error ?? "" });

  const checkAgain = () => {
    setSince(null);
    check.reload();
  };

  const sessionEnded = useCallback(() => setSince({ state: "signed-out", note: text.sessionEnded }), []);

  // A screen that lets a SignedOutError escape its own handling still lands on the sign-in form.
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (event.reason instanceof SignedOutError) {
        event.preventDefault();
        sessionEnded();
      }
    };
    window.addEventListener("unhandledrejection", onRejection);
    return () => window.removeEventListener("unhandledrejection", onRejection);
  }, [sessionEnded]);

  const signOut = async () => {
    setSigningOut(true);
    setSignOutProblem(null);
    try {
      await adminApi("POST", routes.api.admin.logout());
      setSince({ state: "signed-out" });
    } catch (error) {
      if (error instanceof SignedOutError) setSince({ state: "signed-out" });
      else setSignOutProblem(fill(text.stillSignedIn, { problem: problemText(error) }));
    } finally {
      setSigningOut(false);
    }
  };

  const username = shell.state === "signed-in" ? shell.username : "";
  const session = useMemo<AdminSession>(() => ({ username, sessionEnded }), [username, sessionEnded]);

  switch (shell.state) {
    case "checking":
      return (
        <main id="main" className="container-page py-16">
          <Loading>{text.checking}</Loading>
        </main>
      );
    case "unavailable":
      return (
        <main id="main" className="container-page max-w-xl py-16">
          <LoadError title={text.unavailable} message={shell.message} onRetry={checkAgain} />
        </main>
      );
    case "signed-out":
      return (
        <SignInForm
          note={shell.note}
          onSignedIn={({ username }) => {
            setSignOutProblem(null);
            setSince({ state: "signed-in", username });
          }}
        />
      );
    case "signed-in":
      return (
        <SessionContext value={session}>
          <AdminNav section={section} username={shell.username} signingOut={signingOut} onSignOut={signOut} />
          <main id="main" className="container-page py-8">
            <div role="alert">
              {signOutProblem && (
                <p className="mb-6 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">{signOutProblem}</p>
              )}
            </div>
            <ScreenBoundary onSignedOut={sessionEnded}>
              <Suspense fallback={<Loading>{staff.board.loadingMore}</Loading>}>
                <Screen />
              </Suspense>
            </ScreenBoundary>
          </main>
        </SessionContext>
      );
  }
}
