import { useCallback, useEffect, useMemo, useState } from "react";
import type { StaffIdentity } from "../../lib/admin/auth";
import { adminApi, problemText, SignedOutError } from "./api";
import { AdminHome } from "./AdminHome";
import { AdminNav } from "./AdminNav";
import { EmailTest } from "./EmailTest";
import { LeadsMonitor } from "./LeadsMonitor";
import { SeoManager } from "./SeoManager";
import { ScreenBoundary, SessionContext, type AdminSession } from "./session";
import { SignInForm } from "./SignInForm";
import { LoadError, Loading } from "./ui";

export type AdminSection = "home" | "leads" | "test-email" | "seo";

type Shell =
  | { state: "checking" }
  | { state: "unavailable"; message: string }
  | { state: "signed-out"; note?: string }
  | { state: "signed-in"; username: string };

const SESSION_ENDED = "Your session has ended. Please sign in again.";

/** Who is signed in, as the shell state to show. */
async function askForSession(): Promise<Shell> {
  try {
    const { username } = await adminApi<StaffIdentity>("GET", "/api/admin/session");
    return { state: "signed-in", username };
  } catch (error) {
    return error instanceof SignedOutError ? { state: "signed-out" } : { state: "unavailable", message: problemText(error) };
  }
}

function Screen({ section }: { section: AdminSection }) {
  switch (section) {
    case "home":
      return <AdminHome />;
    case "leads":
      return <LeadsMonitor />;
    case "test-email":
      return <EmailTest />;
    case "seo":
      return <SeoManager />;
  }
}

/** The staff area: nothing but the sign-in form until the server confirms a session. */
export default function AdminApp({ section }: { section: AdminSection }) {
  const [shell, setShell] = useState<Shell>({ state: "checking" });
  const [signingOut, setSigningOut] = useState(false);
  const [signOutProblem, setSignOutProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void askForSession().then((next) => live && setShell(next));
    return () => {
      live = false;
    };
  }, []);

  const checkAgain = () => {
    setShell({ state: "checking" });
    void askForSession().then(setShell);
  };

  const sessionEnded = useCallback(() => setShell({ state: "signed-out", note: SESSION_ENDED }), []);

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
      await adminApi("POST", "/api/admin/logout");
      setShell({ state: "signed-out" });
    } catch (error) {
      if (error instanceof SignedOutError) setShell({ state: "signed-out" });
      else setSignOutProblem(`You are still signed in: ${problemText(error)}`);
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
          <Loading>Checking your session…</Loading>
        </main>
      );
    case "unavailable":
      return (
        <main id="main" className="container-page max-w-xl py-16">
          <LoadError title="The admin area could not be opened" message={shell.message} onRetry={checkAgain} />
        </main>
      );
    case "signed-out":
      return (
        <SignInForm
          note={shell.note}
          onSignedIn={({ username }) => {
            setSignOutProblem(null);
            setShell({ state: "signed-in", username });
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
              <Screen section={section} />
            </ScreenBoundary>
          </main>
        </SessionContext>
      );
  }
}
