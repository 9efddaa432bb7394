import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { site } from "../../config/site";
import { loginSchema, type LoginInput, type StaffIdentity } from "../../lib/admin/auth";
import { ApiError, apiRequest } from "../../lib/api";
import { applyServerErrors } from "../lead/fields";
import { TextField } from "../lead/TextField";
import { problemText } from "./api";
import { cardClass } from "./ui";
import { routes } from "../../lib/routes";

export function SignInForm({ note, onSignedIn }: { note?: string; onSignedIn: (identity: StaffIdentity) => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: standardSchemaResolver(loginSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { username: "", password: "" },
  });

  // Someone whose session just ended should hear why the screen changed.
  useEffect(() => {
    if (note) heading.current?.focus();
  }, [note]);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const response = await apiRequest("POST", routes.api.admin.login(), values);
      onSignedIn(((await response.json()) as { data: StaffIdentity }).data);
    } catch (error) {
      applyServerErrors(error, values, setError);
      setProblem(error instanceof ApiError ? problemText(error) : "We could not reach the server. Check your connection and try again.");
    }
  });

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div className={`${cardClass} w-full max-w-sm`}>
        <p className="eyebrow">{site.brand}</p>
        <h1 ref={heading} tabIndex={-1} className="mt-2 text-3xl outline-none">
          Staff sign-in
        </h1>
        {note && (
          <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {note}
          </p>
        )}
        <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4" aria-label="Staff sign-in">
          <TextField
            formId={id}
            label="Username"
            registration={register("username")}
            error={errors.username}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextField
            formId={id}
            label="Password"
            registration={register("password")}
            error={errors.password}
            type="password"
            autoComplete="current-password"
          />
          <div role="alert">
            {problem && <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">{problem}</p>}
          </div>
          <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
            {isSubmitting ? "Signing in…" : "Sign in"}
          </button>
        </form>
      </div>
    </main>
  );
}
