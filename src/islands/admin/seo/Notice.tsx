import { admin } from "../../../i18n/en/admin";

export interface NoticeContent {
  tone: "success" | "info" | "error";
  title: string;
  message?: string;
  /** Line-by-line detail, e.g. the rows of an import that could not be read. */
  details?: string[];
}

const TONES: Record<NoticeContent["tone"], string> = {
  success: "border-teal/30 bg-teal/5 text-teal-dark",
  info: "border-amber-300 bg-amber-50 text-amber-950",
  error: "border-red-200 bg-red-50 text-red-900",
};

/** The outcome of the last action, announced politely; the status region stays in the page so readers hear each change. */
export function Notice({ notice, onDismiss }: { notice: NoticeContent | null; onDismiss?: () => void }) {
  return (
    <div role="status" aria-atomic="true">
      {notice && (
        <div className={`rounded-lg border p-4 text-sm ${TONES[notice.tone]}`}>
          <div className="flex items-start justify-between gap-4">
            <p className="font-semibold">{notice.title}</p>
            {onDismiss && (
              <button type="button" onClick={onDismiss} className="text-xs underline underline-offset-2">
                {admin.seo.dismiss}
                <span className="sr-only"> {admin.seo.dismissWhat}</span>
              </button>
            )}
          </div>
          {notice.message && <p className="mt-1 break-words">{notice.message}</p>}
          {notice.details && notice.details.length > 0 && (
            <ul className="mt-2 max-h-48 list-disc overflow-y-auto pl-5">
              {notice.details.map((detail, index) => (
                <li key={index} className="break-words">
                  {detail}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
