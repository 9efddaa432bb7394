import { useCallback, useEffect, useState, type FormEvent } from "react";
import { STAGES, type EnquiryPage } from "../../../lib/admin/enquiries";
import { enquiries as names } from "../../../i18n/en/enquiries";
import { staff } from "../../../i18n/en/staff";
import { fill } from "../../../i18n/fill";
import { routes } from "../../../lib/routes";
import { adminApiAnswer, problemText, SignedOutError } from "../api";
import { useAdminResource } from "../resource";
import { useSession } from "../session";
import { controlClass, labelClass, LoadError, Loading, ScreenHeading } from "../ui";
import { apiFilter, BOARD_VIEWS, boardQuery, parseBoard, type BoardState } from "./board-url";
import { EnquiryList } from "./EnquiryList";
import { EnquiryPanel } from "./EnquiryPanel";

const text = staff.board;
const PAGE_SIZE = 25;

/** What is due in a view: overdue first, then due soon. Two small requests the index answers directly. */
function DueNow({ state, hrefOf, onOpen }: { state: BoardState; hrefOf: (id: number) => string; onOpen: (id: number) => void }) {
  const overdue = useAdminResource<EnquiryPage>(routes.api.admin.enquiries(apiFilter(state, { due: "overdue", limit: 50 })), {
    whole: true,
  });
  const soon = useAdminResource<EnquiryPage>(routes.api.admin.enquiries(apiFilter(state, { due: "soon", limit: 50 })), { whole: true });
  const items = [...(overdue.data?.data ?? []), ...(soon.data?.data ?? [])];
  return (
    <section aria-labelledby="due-now" className="mb-8">
      <h2 id="due-now" className="text-2xl">
        {text.dueHeading}
      </h2>
      <p className="mt-1 text-sm text-muted">{text.dueIntro}</p>
      <div className="mt-3">
        {overdue.loading || soon.loading ? (
          <Loading>{text.loading}</Loading>
        ) : overdue.error || soon.error ? (
          <LoadError
            title={text.loadError}
            message={overdue.error ?? soon.error ?? ""}
            onRetry={() => {
              overdue.reload();
              soon.reload();
            }}
          />
        ) : items.length === 0 ? (
          <p role="status" className="rounded-2xl bg-white p-4 text-sm ring-1 ring-ink/10">
            {text.noneDue}
          </p>
        ) : (
          <EnquiryList items={items} hrefOf={hrefOf} onOpen={onOpen} />
        )}
      </div>
    </section>
  );
}

/** The enquiry board: a view (mine, unassigned, all), what is due at the top, then the view's enquiries, newest first. */
export function EnquiryBoard({ heading = true }: { heading?: boolean }) {
  const { sessionEnded } = useSession();
  const [state, setState] = useState<BoardState>(() => parseBoard(window.location.search));
  const [refresh, setRefresh] = useState(0);
  const listPath = routes.api.admin.enquiries(apiFilter(state, { limit: PAGE_SIZE }));
  const list = useAdminResource<EnquiryPage>(listPath, { keep: true, whole: true });
  const [more, setMore] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });

  useEffect(() => {
    const onPopState = () => setState(parseBoard(window.location.search));
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const go = useCallback((next: BoardState) => {
    window.history.pushState(null, "", `${window.location.pathname}${boardQuery(next)}`);
    setState(next);
  }, []);

  const hrefOf = (id: number) => `${window.location.pathname}${boardQuery({ ...state, id })}`;
  const open = (id: number) => go({ ...state, id });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const stage = STAGES.find((name) => name === form.get("stage"));
    const phone = String(form.get("phone") ?? "").trim() || undefined;
    go({ view: state.view, stage, phone });
  };

  const loadMore = async () => {
    const cursor = list.data?.nextCursor;
    if (!cursor) return;
    setMore({ loading: true, error: null });
    try {
      const page = await adminApiAnswer<EnquiryPage>("GET", routes.api.admin.enquiries(apiFilter(state, { limit: PAGE_SIZE, cursor })));
      list.update((current) => ({ data: [...current.data, ...page.data], nextCursor: page.nextCursor }));
      setMore({ loading: false, error: null });
    } catch (error) {
      if (error instanceof SignedOutError) return sessionEnded();
      setMore({ loading: false, error: problemText(error) });
    }
  };

  const changed = () => {
    setRefresh((n) => n + 1);
    list.reload();
  };

  return (
    <>
      {heading && <ScreenHeading title={text.title}>{text.intro}</ScreenHeading>}

      <nav aria-label={text.viewsLabel} className="mb-6 flex flex-wrap gap-2">
        {BOARD_VIEWS.map((view) => (
          <a
            key={view}
            href={`${window.location.pathname}${boardQuery({ view })}`}
            aria-current={state.view === view ? "page" : undefined}
            className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-ink/15 ${state.view === view ? "bg-teal text-white" : "bg-white text-teal"}`}
            onClick={(event) => {
              event.preventDefault();
              go({ view });
            }}
          >
            {text.views[view]}
          </a>
        ))}
      </nav>

      <DueNow key={`${boardQuery({ ...state, id: undefined })} ${refresh}`} state={state} hrefOf={hrefOf} onOpen={open} />

      <section aria-labelledby="enquiry-list">
        <h2 id="enquiry-list" className="text-2xl">
          {text.listHeading}
        </h2>
        <form className="mt-3 mb-4 flex flex-wrap items-end gap-3" onSubmit={search} key={boardQuery({ ...state, id: undefined })}>
          <label className={labelClass}>
            {text.stageFilter}
            <select name="stage" defaultValue={state.stage ?? ""} className={controlClass}>
              <option value="">{text.anyStage}</option>
              {STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {names.stages[stage]}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            {text.phoneFilter}
            <input name="phone" type="tel" defaultValue={state.phone ?? ""} placeholder={text.phoneHint} className={controlClass} />
          </label>
          <button type="submit" className="btn-primary min-h-10 px-4 py-2">
            {text.apply}
          </button>
          {(state.stage || state.phone) && (
            <button type="button" className="btn-outline min-h-10 px-4 py-2 text-teal" onClick={() => go({ view: state.view })}>
              {text.clear}
            </button>
          )}
        </form>

        {list.loading && !list.data ? (
          <Loading>{text.loading}</Loading>
        ) : list.error || !list.data ? (
          <LoadError title={text.loadError} message={list.error ?? ""} onRetry={list.reload} />
        ) : list.data.data.length === 0 ? (
          <p role="status" className="rounded-2xl bg-white p-6 text-center ring-1 ring-ink/10">
            {text.empty}
          </p>
        ) : (
          <>
            <p role="status" className="mb-3 text-sm text-muted">
              {fill(text.showing, { count: list.data.data.length })}
            </p>
            <EnquiryList items={list.data.data} hrefOf={hrefOf} onOpen={open} />
            <div className="mt-4 flex flex-col items-center gap-2">
              {list.data.nextCursor && (
                <button type="button" className="btn-outline text-teal" onClick={loadMore} disabled={more.loading}>
                  {more.loading ? text.loadingMore : text.more}
                </button>
              )}
              <div role="alert">{more.error && <p className="text-sm text-red-700">{more.error}</p>}</div>
            </div>
          </>
        )}
      </section>

      {state.id && <EnquiryPanel key={state.id} id={state.id} onClose={() => go({ ...state, id: undefined })} onChanged={changed} />}
    </>
  );
}
