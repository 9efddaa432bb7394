import { useEffect, useRef, useState } from "react";
import { site } from "../../config/site";
import { admin } from "../../i18n/en/admin";
import { loginSchema, type StaffIdentity } from "../../lib/admin/auth";
import { ApiError, apiRequest } from "../../lib/api";
import { FormShell, SubmitButton } from "../forms/FormShell";
import { TextField } from "../forms/TextField";
import { useFormShell } from "../forms/useFormShell";
import { problemText } from "./api";
import { cardClass } from "./ui";
import { routes } from "../../lib/routes";

const text = admin.signIn;

export function SignInForm({ note, onSignedIn }: { note?: string; onSignedIn: (identity: StaffIdentity) => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    form: { formState },
    field,
    submitWith,
  } = useFormShell(loginSchema, { username: "", password: "" });

  // Someone whose session just ended should hear why the screen changed.
  useEffect(() => {
    if (note) heading.current?.focus();
  }, [note]);

  const onSubmit = submitWith(
    async (values) => {
      setProblem(null);
      const response = await apiRequest("POST", routes.api.admin.login(), values);
      onSignedIn(((await response.json()) as { data: StaffIdentity }).data);
    },
    (error) => setProblem(error instanceof ApiError ? problemText(error) : text.unreachable),
  );

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div className={`${cardClass} w-full max-w-sm`}>
        <p className="eyebrow">{site.brand}</p>
        <h1 ref={heading} tabIndex={-1} className="mt-2 text-3xl outline-none">
          {text.heading}
        </h1>
        {note && (
          <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {note}
          </p>
        )}
        <FormShell onSubmit={onSubmit} className="mt-6 grid gap-4" aria-label={text.heading}>
          <TextField {...field("username")} label={text.username} autoComplete="username" autoCapitalize="none" spellCheck={false} />
          <TextField {...field("password")} label={text.password} type="password" autoComplete="current-password" />
          <div role="alert">
            {problem && <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">{problem}</p>}
          </div>
          <SubmitButton busy={formState.isSubmitting} label={text.submit} busyLabel={text.busy} />
        </FormShell>
      </div>
    </main>
  );
}
