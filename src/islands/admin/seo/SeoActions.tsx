import { useId, useRef, useState, type ChangeEvent } from "react";
import {
  MAX_CSV_CHARS,
  type SeoAnalyseResult,
  type SeoImportRefusal,
  type SeoImportResult,
  type SeoPublishResult,
} from "../../../lib/admin/seo";
import { admin } from "../../../i18n/en/admin";
import { fill } from "../../../i18n/fill";
import { ApiError } from "../../../lib/api";
import { problemText } from "../api";
import { useAdminApi } from "../session";
import { cardClass, smallButtonClass } from "../ui";
import type { NoticeContent } from "./Notice";
import { routes } from "../../../lib/routes";

const text = admin.seo.actions;

type Busy = "analyse" | "import" | "publish" | null;

/** Line problems and skipped pages of an import, as lines for the notice. */
function importDetails(result: Partial<Pick<SeoImportRefusal, "errors" | "skippedPaths">>): string[] {
  return [
    ...(result.errors ?? []).map((error) => error.message),
    ...(result.skippedPaths?.length ? [fill(text.skipped, { paths: result.skippedPaths.join(", ") })] : []),
  ];
}

/** The server's 400 answer to an import names the file's problems and the pages it would have skipped. */
function importFailure(error: unknown): NoticeContent {
  let details: string[] = [];
  if (error instanceof ApiError) {
    try {
      details = importDetails(JSON.parse(error.body) as SeoImportRefusal);
    } catch {
      // not JSON: the message alone says what happened
    }
  }
  return { tone: "error", title: text.notImported, message: problemText(error), details };
}

/** The screen's site-wide actions: store the analysis, import search data, publish. */
export function SeoActions({
  publishConfigured,
  onNotice,
  onChanged,
}: {
  publishConfigured: boolean;
  onNotice: (notice: NoticeContent | null) => void;
  onChanged: () => void;
}) {
  const api = useAdminApi();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<Busy>(null);

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<NoticeContent>) => {
    setBusy(kind);
    onNotice(null);
    try {
      onNotice(await action());
    } finally {
      setBusy(null);
    }
  };

  const analyse = () =>
    run("analyse", async () => {
      try {
        const result = await api<SeoAnalyseResult>("POST", routes.api.admin.seoAnalyse());
        onChanged();
        return { tone: "success", title: text.analysed, message: result.message };
      } catch (error) {
        return { tone: "error", title: text.notAnalysed, message: problemText(error) };
      }
    });

  const importFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    void run("import", async () => {
      try {
        const csv = await file.text();
        if (csv.length > MAX_CSV_CHARS) {
          return {
            tone: "error",
            title: text.notImported,
            message: text.tooLarge,
          };
        }
        const result = await api<SeoImportResult>("POST", routes.api.admin.seoAnalytics(), { csv });
        onChanged();
        return {
          tone: result.skippedRows ? "info" : "success",
          title: fill(text.imported, { file: file.name }),
          message: result.message,
          details: importDetails(result),
        };
      } catch (error) {
        return importFailure(error);
      } finally {
        // Choosing the same file again (after fixing it) must fire another change.
        if (fileInput.current) fileInput.current.value = "";
      }
    });
  };

  const publish = () =>
    run("publish", async () => {
      try {
        const result = await api<SeoPublishResult>("POST", routes.api.admin.seoPublish());
        return {
          tone: result.published ? "success" : "info",
          title: result.published ? text.published : text.notPublished,
          message: result.message,
        };
      } catch (error) {
        return { tone: "error", title: text.publishFailed, message: problemText(error) };
      }
    });

  return (
    <section aria-label={text.label} className={`${cardClass} grid gap-4 lg:grid-cols-3`}>
      <div>
        <button type="button" className={smallButtonClass} onClick={analyse} disabled={busy !== null}>
          {busy === "analyse" ? text.analysing : text.analyse}
        </button>
        <p className="mt-2 text-sm text-muted">{text.analyseHint}</p>
      </div>
      <div>
        <label htmlFor={`${id}-csv`} className="text-sm font-medium">
          {text.import}
        </label>
        <input
          ref={fileInput}
          id={`${id}-csv`}
          type="file"
          accept=".csv,text/csv"
          onChange={importFile}
          disabled={busy !== null}
          aria-describedby={`${id}-csv-hint`}
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border file:border-teal file:bg-white file:px-4 file:py-2 file:font-semibold file:text-teal"
        />
        <p id={`${id}-csv-hint`} className="mt-2 text-sm text-muted">
          {busy === "import" ? text.importing : text.importHint}
        </p>
      </div>
      <div>
        <button type="button" className="btn-primary min-h-10 px-4 py-2" onClick={publish} disabled={busy !== null}>
          {busy === "publish" ? text.publishing : text.publish}
        </button>
        <p className="mt-2 text-sm text-muted">{publishConfigured ? text.publishHint : text.publishOff}</p>
      </div>
    </section>
  );
}
