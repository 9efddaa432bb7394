import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useForm, useWatch, type FieldError, type UseFormRegisterReturn } from "react-hook-form";
import {
  MAX_JSON_LD,
  seoOverrideSchema,
  type SeoOverride,
  type SeoOverrideFields,
  type SeoOverrideInput,
  type SeoPageEntry,
} from "../../../lib/admin/seo";
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from "../../../lib/seo/limits";
import { SEO_OVERRIDE_FIELDS, type FlagField, type SeoOverrideField } from "../../../lib/seo/override-fields";
import { ApiError } from "../../../lib/api";
import { applyServerErrors } from "../../forms/fields";
import { problemText } from "../api";
import { useAdminApi } from "../session";
import { cardClass, controlClass, labelClass, smallButtonClass } from "../ui";
import { AnalyticsPanel } from "./AnalyticsPanel";
import { KeywordsPanel } from "./KeywordsPanel";
import { Notice, type NoticeContent } from "./Notice";
import { formValues, overrideState } from "./override-state";
import { scoreClass } from "./PageTable";
import { routes } from "../../../lib/routes";

type Name = Exclude<SeoOverrideField, FlagField>;

function TextInput({
  formId,
  name,
  label,
  hint,
  error,
  registration,
  multiline,
  monospace,
}: {
  formId: string;
  name: Name;
  label: string;
  hint?: ReactNode;
  error?: FieldError;
  registration: UseFormRegisterReturn;
  multiline?: boolean;
  monospace?: boolean;
}) {
  const id = `${formId}-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const props = {
    ...registration,
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: `${controlClass} aria-[invalid=true]:border-red-600 ${monospace ? "font-mono text-sm" : ""}`,
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? <textarea rows={monospace ? 8 : 3} {...props} /> : <input type="text" {...props} />}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs break-words text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}

function lengthHint(length: number, { min, max }: { min: number; max: number }): string {
  const advice =
    length < min ? ` – a little short (aim for ${min} to ${max})` : length > max ? ` – search results cut it after about ${max}` : "";
  return `${length} characters${advice}.`;
}

function BuiltPage({ page }: { page: SeoPageEntry }) {
  const facts: [string, ReactNode][] = [
    ["Title", page.built.title ?? "None"],
    ["Description", page.built.description ?? "None"],
    ["Canonical", page.built.canonical ?? "None"],
    ["Robots", page.built.robots ?? "Index and follow (no robots tag)"],
    ["Main heading", page.built.h1.join(" / ") || "None"],
    ["Words", page.wordCount.toLocaleString("en-IN")],
    ["Images", `${page.imageCount}${page.imagesWithoutAlt ? ` (${page.imagesWithoutAlt} without alt text)` : ""}`],
    ["Links", String(page.linkCount)],
    ["Reading ease", `${page.readabilityScore} of 100 (higher is easier)`],
  ];
  return (
    <div className={cardClass}>
      <h3 className="text-xl">In the last build</h3>
      <p className="mt-1 text-sm">
        Score{" "}
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${scoreClass(page.seoScore)}`}>{page.seoScore}</span>{" "}
        of 100
      </p>
      {page.problems.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No problems found.</p>
      ) : (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          {page.problems.map((problem) => (
            <li key={problem.code}>{problem.message}</li>
          ))}
        </ul>
      )}
      <dl className="mt-4 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[7rem_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-muted">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {page.headingStructure.length > 0 && (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-medium">Heading outline ({page.headingStructure.length})</summary>
          <ol className="mt-2 space-y-0.5">
            {page.headingStructure.map((heading, index) => (
              <li key={index} style={{ paddingLeft: `${(heading.level - 1) * 0.75}rem` }} className="break-words">
                <span className="text-xs text-muted">h{heading.level}</span> {heading.text}
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}

/** One page's override: the form, what the build put in the page, its keywords and its search data. */
export function PageEditor({ page, onClose, onChanged }: { page: SeoPageEntry; onClose: () => void; onChanged: () => void }) {
  const api = useAdminApi();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [removing, setRemoving] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SeoOverrideInput, unknown, SeoOverride>({
    resolver: standardSchemaResolver(seoOverrideSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: formValues(page),
  });

  const title = useWatch({ control, name: "title" }) ?? "";
  const description = useWatch({ control, name: "description" }) ?? "";

  useEffect(() => heading.current?.focus(), []);

  const saved = (fields: SeoOverrideFields) => reset(formValues(page, fields));

  const save = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const fields = await api<SeoOverrideFields>("PUT", routes.api.admin.seoPages(), values);
      saved(fields);
      onChanged();
      setNotice(
        fields.isActive
          ? {
              tone: "success",
              title: "Saved.",
              message: `The override reaches ${page.path} at the next build: press Publish to rebuild the site now.`,
            }
          : { tone: "success", title: "Saved as a draft.", message: "The build does not apply it until “Apply this override” is ticked." },
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length) {
        applyServerErrors(error, values, setError);
        return;
      }
      setNotice({ tone: "error", title: "The override was not saved", message: problemText(error) });
    }
  });

  const remove = async () => {
    if (!window.confirm(`Remove the override of ${page.path}? At the next build the page goes back to its own title and tags.`)) return;
    setRemoving(true);
    setNotice(null);
    try {
      saved(await api<SeoOverrideFields>("DELETE", routes.api.admin.seoPages(page.path)));
      onChanged();
      setNotice({
        tone: "success",
        title: "Override removed.",
        message: `${page.path} goes back to its own title and tags at the next build. Its focus keyword and keywords are kept.`,
      });
    } catch (error) {
      setNotice({ tone: "error", title: "The override was not removed", message: problemText(error) });
    } finally {
      setRemoving(false);
    }
  };

  const field = (name: Name, hint?: ReactNode, options: { multiline?: boolean; monospace?: boolean } = {}) => (
    <TextInput
      formId={id}
      name={name}
      label={SEO_OVERRIDE_FIELDS[name].label}
      hint={hint}
      error={errors[name]}
      registration={register(name)}
      {...options}
    />
  );
  const state = overrideState(page);

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-2xl break-all">
          SEO for {page.path}
        </h2>
        <button type="button" className={smallButtonClass} onClick={onClose}>
          Back to all pages
        </button>
      </div>
      <p className="mt-1 text-sm text-muted">
        {state === "active"
          ? "This page has an override: the build uses it instead of the page’s own tags."
          : state === "draft"
            ? "This page has a draft override, which the build does not apply."
            : "This page uses its own tags. Change them below to override them."}
      </p>

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form onSubmit={save} noValidate className={`${cardClass} grid content-start gap-4`} aria-label={`Override for ${page.path}`}>
          {field("title", `The whole browser-tab and search-result title. ${lengthHint(title.length, TITLE_LENGTH)}`)}
          {field("description", lengthHint(description.length, DESCRIPTION_LENGTH), { multiline: true })}
          {field("focusKeyword", "The search phrase this page should rank for; the analysis checks it is in the title and main heading.")}
          {field("keywords", "Optional, comma-separated. Most search engines ignore them.")}
          {field(
            "canonical",
            `Blank keeps the page’s own (${page.built.canonical ?? "none"}). A full https:// address or a path like /about.`,
          )}
          <fieldset className="grid gap-4 rounded-xl border border-ink/10 p-4">
            <legend className="px-1 text-sm font-semibold">Sharing on Facebook, WhatsApp and LinkedIn (Open Graph)</legend>
            {field("ogTitle", "Blank uses the Title.")}
            {field("ogDescription", "Blank uses the Description.", { multiline: true })}
            {field("ogImage", "Blank keeps the page’s own picture. A path like /og/project.jpg or a full https:// address.")}
          </fieldset>
          <fieldset className="grid gap-4 rounded-xl border border-ink/10 p-4">
            <legend className="px-1 text-sm font-semibold">Sharing on X (Twitter)</legend>
            {field("twitterTitle", "Blank uses the Title.")}
            {field("twitterDescription", "Blank uses the Description.", { multiline: true })}
            {field("twitterImage", "Blank keeps the page’s own picture.")}
          </fieldset>
          {field(
            "jsonLd",
            `Extra structured data added to the page’s own: one JSON object or a list of them (up to ${MAX_JSON_LD.toLocaleString("en-IN")} characters).`,
            { multiline: true, monospace: true },
          )}
          <fieldset className="grid gap-2">
            <legend className="text-sm font-semibold">Search engines</legend>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-1 size-4 accent-teal" {...register("noindex")} />
              Keep this page out of search results (noindex)
            </label>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-1 size-4 accent-teal" {...register("nofollow")} />
              Ask search engines not to follow its links (nofollow)
            </label>
          </fieldset>
          <label className="flex items-start gap-2 rounded-lg bg-sand/50 p-3 text-sm">
            <input type="checkbox" className="mt-1 size-4 accent-teal" {...register("isActive")} />
            <span>
              <span className="font-medium">Apply this override at the next build</span>
              <span className="block text-muted">Untick to keep it as a draft.</span>
            </span>
          </label>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary min-h-10 px-5 py-2" disabled={isSubmitting || removing}>
              {isSubmitting ? "Saving…" : "Save override"}
            </button>
            {state !== "none" && (
              <button type="button" className={smallButtonClass} onClick={remove} disabled={isSubmitting || removing}>
                {removing ? "Removing…" : "Remove override"}
              </button>
            )}
          </div>
          <Notice notice={notice} />
        </form>
        <div className="grid content-start gap-6">
          <BuiltPage page={page} />
          <KeywordsPanel page={page} onChanged={onChanged} />
          <AnalyticsPanel page={page} />
        </div>
      </div>
    </section>
  );
}
