import { createElement, Fragment, type ReactNode } from "react";
import { admin } from "../../i18n/en/admin";

export const cardClass = "rounded-2xl bg-white p-5 ring-1 ring-ink/10 sm:p-6";
export const labelClass = "text-sm font-medium";
export const controlClass =
  "mt-1 block w-full rounded-lg border border-ink/20 bg-white px-3 py-2 text-base text-ink focus:border-teal focus:ring-2 focus:ring-teal/30 focus:outline-none";
export const smallButtonClass = "btn-outline min-h-10 px-4 py-2 text-teal";

export function ScreenHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      {children && <p className="mt-2 max-w-prose text-muted">{children}</p>}
    </div>
  );
}

/** A screen's quiet "still loading" line, announced politely. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-6 text-muted">
      {children}
    </p>
  );
}

/** The server's plain message when a screen could not load, with a way to try again. */
export function LoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm break-words">{message}</p>
      <button type="button" className="btn-outline mt-4 min-h-10 px-4 py-2" onClick={onRetry}>
        {admin.common.tryAgain}
      </button>
    </div>
  );
}

/** A column of a table: its heading, whether it holds numbers (set right), and whether only screen readers need its name. */
export type Column = string | { label: string; numeric?: boolean; hidden?: boolean };

/** A table's heading row, built from its columns so every admin table names them the same way. */
export function TableHead({ columns, className, cellClass }: { columns: Column[]; className: string; cellClass: string }) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => {
          const { label, numeric, hidden } = typeof column === "string" ? { label: column } : column;
          return (
            <th key={label} scope="col" className={numeric ? `${cellClass} text-right` : cellClass}>
              {hidden ? <span className="sr-only">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** A message filled with marked-up values (from `fillParts`), rendered as one run of text and elements. */
export function Filled({ parts }: { parts: ReactNode[] }) {
  return createElement(Fragment, null, ...parts);
}
