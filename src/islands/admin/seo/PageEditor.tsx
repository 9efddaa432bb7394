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
import { admin } from "../../../i18n/en/admin";
import { staff } from "../../../i18n/en/staff";
import { fill, fillParts } from "../../../i18n/fill";
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from "../../../lib/seo/limits";
import { SEO_OVERRIDE_FIELDS, type FlagField, type SeoOverrideField } from "../../../lib/seo/override-fields";
import { ApiError } from "../../../lib/api";
import { applyServerErrors } from "../../forms/fields";
import { problemText } from "../api";
import { useAdminApi } from "../session";
import { cardClass, controlClass, Filled, labelClass, smallButtonClass } from "../ui";
import { AnalyticsPanel } from "./AnalyticsPanel";
import { KeywordsPanel } from "./KeywordsPanel";
import { Notice, type NoticeContent } from "./Notice";
import { formValues, overrideState } from "./override-state";
import { scoreClass } from "./PageTable";
import { routes } from "../../../lib/routes";

type Name = Exclude<SeoOverrideField, FlagField>;

const text = admin.seo.editor;
const built = admin.seo.built;

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

function lengthHint(count: number, { min, max }: { min: number; max: number }): string {
  return fill(count < min ? text.lengthShort : count > max ? text.lengthLong : text.length, { count, min, max });
}

function BuiltPage({ page }: { page: SeoPageEntry }) {
  const none = admin.seo.none;
  const facts: [string, ReactNode][] = [
    [built.facts.title, page.built.title ?? none],
    [built.facts.description, page.built.description ?? none],
    [built.facts.canonical, page.built.canonical ?? none],
    [built.facts.robots, page.built.robots ?? built.robotsDefault],
    [built.facts.h1, page.built.h1.join(" / ") || none],
    [built.facts.words, page.wordCount.toLocaleString("en-IN")],
    [
      built.facts.images,
      page.imagesWithoutAlt ? fill(built.withoutAlt, { count: page.imageCount, missing: page.imagesWithoutAlt }) : String(page.imageCount),
    ],
    [built.facts.links, String(page.linkCount)],
    [built.facts.readingEase, fill(built.readability, { score: page.readabilityScore })],
  ];
  return (
    <div className={cardClass}>
      <h3 className="text-xl">{built.heading}</h3>
      <p className="mt-1 text-sm">
        <Filled
          parts={fillParts(built.score, {
            score: (
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${scoreClass(page.seoScore)}`}>
                {page.seoScore}
              </span>
            ),
          })}
        />
      </p>
      {page.problems.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{built.noProblems}</p>
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
          <summary className="cursor-pointer font-medium">{fill(built.outline, { count: page.headingStructure.length })}</summary>
          <ol className="mt-2 space-y-0.5">
            {page.headingStructure.map((heading, index) => (
              <li key={index} style={{ paddingLeft: `${(heading.level - 1) * 0.75}rem` }} className="break-words">
                <span className="text-xs text-muted">{`h${heading.level}`}</span> {heading.text}
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
              title: staff.enquiry.saved,
              message: fill(text.savedActive, { path: page.path }),
            }
          : { tone: "success", title: text.savedDraft, message: text.savedDraftHint },
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length) {
        applyServerErrors(error, values, setError);
        return;
      }
      setNotice({ tone: "error", title: text.notSaved, message: problemText(error) });
    }
  });

  const remove = async () => {
    if (!window.confirm(fill(text.confirmRemove, { path: page.path }))) return;
    setRemoving(true);
    setNotice(null);
    try {
      saved(await api<SeoOverrideFields>("DELETE", routes.api.admin.seoPages(page.path)));
      onChanged();
      setNotice({
        tone: "success",
        title: text.removed,
        message: fill(text.removedHint, { path: page.path }),
      });
    } catch (error) {
      setNotice({ tone: "error", title: text.notRemoved, message: problemText(error) });
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
          {fill(text.heading, { path: page.path })}
        </h2>
        <button type="button" className={smallButtonClass} onClick={onClose}>
          {text.back}
        </button>
      </div>
      <p className="mt-1 text-sm text-muted">
        {state === "active" ? text.stateActive : state === "draft" ? text.stateDraft : text.stateNone}
      </p>

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form
          onSubmit={save}
          noValidate
          className={`${cardClass} grid content-start gap-4`}
          aria-label={fill(text.form, { path: page.path })}
        >
          {field("title", fill(text.titleHint, { length: lengthHint(title.length, TITLE_LENGTH) }))}
          {field("description", lengthHint(description.length, DESCRIPTION_LENGTH), { multiline: true })}
          {field("focusKeyword", text.focusKeywordHint)}
          {field("keywords", text.keywordsHint)}
          {field("canonical", fill(text.canonicalHint, { canonical: page.built.canonical ?? staff.enquiry.none }))}
          <fieldset className="grid gap-4 rounded-xl border border-ink/10 p-4">
            <legend className="px-1 text-sm font-semibold">{text.openGraph}</legend>
            {field("ogTitle", text.blankTitle)}
            {field("ogDescription", text.blankDescription, { multiline: true })}
            {field("ogImage", text.ogImageHint)}
          </fieldset>
          <fieldset className="grid gap-4 rounded-xl border border-ink/10 p-4">
            <legend className="px-1 text-sm font-semibold">{text.twitter}</legend>
            {field("twitterTitle", text.blankTitle)}
            {field("twitterDescription", text.blankDescription, { multiline: true })}
            {field("twitterImage", text.twitterImageHint)}
          </fieldset>
          {field("jsonLd", fill(text.jsonLdHint, { max: MAX_JSON_LD.toLocaleString("en-IN") }), { multiline: true, monospace: true })}
          <fieldset className="grid gap-2">
            <legend className="text-sm font-semibold">{text.searchEngines}</legend>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-1 size-4 accent-teal" {...register("noindex")} />
              {text.noindex}
            </label>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-1 size-4 accent-teal" {...register("nofollow")} />
              {text.nofollow}
            </label>
          </fieldset>
          <label className="flex items-start gap-2 rounded-lg bg-sand/50 p-3 text-sm">
            <input type="checkbox" className="mt-1 size-4 accent-teal" {...register("isActive")} />
            <span>
              <span className="font-medium">{text.apply}</span>
              <span className="block text-muted">{text.applyHint}</span>
            </span>
          </label>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary min-h-10 px-5 py-2" disabled={isSubmitting || removing}>
              {isSubmitting ? text.saving : text.save}
            </button>
            {state !== "none" && (
              <button type="button" className={smallButtonClass} onClick={remove} disabled={isSubmitting || removing}>
                {removing ? text.removing : text.remove}
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
