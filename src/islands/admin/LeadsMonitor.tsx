import { useCallback, useEffect, useState } from "react";
import { admin } from "../../i18n/en/admin";
import { fill } from "../../i18n/fill";
import { leadFilterQuery, type LeadFilter, type LeadPage, type LeadSummary } from "../../lib/admin/leads";
import { LEAD_KINDS, type LeadKind } from "../../lib/leads/kinds";
import { problemText } from "./api";
import { LeadDetail } from "./LeadDetail";
import { LeadFilters } from "./LeadFilters";
import { LeadList } from "./LeadList";
import { hasFilters, leadsViewQuery, parseLeadsView, type LeadsView } from "./leads-url";
import { useAdminResource } from "./resource";
import { useAdminApi } from "./session";
import { LoadError, Loading, ScreenHeading } from "./ui";
import { routes } from "../../lib/routes";

const PAGE_SIZE = 25;
const text = admin.leads;

const noUnread = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>;

export function LeadsMonitor() {
  const api = useAdminApi();
  const [view, setView] = useState<LeadsView>(() => parseLeadsView(window.location.search));
  // Remounts the text inputs when the filters change from outside them (Clear filters, Back).
  const [filtersVersion, setFiltersVersion] = useState(0);
  const filterQuery = leadFilterQuery(view.filter);
  // Loading older leads, for the filters it was started under; other filters start afresh.
  const [moreState, setMore] = useState<{ filterQuery: string; loading: boolean; error: string | null } | null>(null);
  const more = moreState?.filterQuery === filterQuery ? moreState : { loading: false, error: null };
  // Kept while new filters load, so the unread counts stay on screen.
  const {
    data: page,
    error,
    loading,
    reload,
    update,
  } = useAdminResource<LeadPage>(routes.api.admin.leads(leadFilterQuery({ ...view.filter, limit: PAGE_SIZE })), { keep: true });

  useEffect(() => {
    const onPopState = () => {
      setView(parseLeadsView(window.location.search));
      setFiltersVersion((version) => version + 1);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const go = useCallback((next: LeadsView, how: "push" | "replace", state?: unknown) => {
    const url = `${window.location.pathname}${leadsViewQuery(next)}`;
    if (how === "push") window.history.pushState(state ?? null, "", url);
    else window.history.replaceState(state ?? window.history.state, "", url);
    setView(next);
  }, []);

  // The address is read afresh, so a change arriving after a typing pause cannot undo one made meanwhile.
  const fromAddress = () => parseLeadsView(window.location.search);

  const changeFilter = (change: Partial<LeadFilter>, how: "push" | "replace" = "push") => {
    const { filter, open } = fromAddress();
    const next = { ...filter, ...change };
    for (const name of Object.keys(change) as (keyof LeadFilter)[]) if (!next[name]) delete next[name];
    if (leadFilterQuery(next) !== leadFilterQuery(filter)) go({ filter: next, open }, how);
  };

  const clearFilters = () => {
    go({ filter: {}, open: fromAddress().open }, "push");
    setFiltersVersion((version) => version + 1);
  };

  const openLead = (lead: { kind: LeadKind; id: number }) => go({ filter: fromAddress().filter, open: lead }, "push", { leadOpened: true });

  const closeLead = () => {
    // Closing what this screen opened is the same as going back; a lead opened from a link just drops out of the address.
    if ((window.history.state as { leadOpened?: boolean } | null)?.leadOpened) window.history.back();
    else go({ filter: fromAddress().filter, open: null }, "replace", null);
  };

  const loadOlder = async () => {
    if (!page?.nextCursor) return;
    setMore({ filterQuery, loading: true, error: null });
    try {
      const older = await api<LeadPage>(
        "GET",
        routes.api.admin.leads(leadFilterQuery({ ...view.filter, cursor: page.nextCursor, limit: PAGE_SIZE })),
      );
      update((current) => ({
        items: [...current.items, ...older.items],
        nextCursor: older.nextCursor,
        unread: older.unread,
        review: older.review,
      }));
      setMore(null);
    } catch (error) {
      setMore({ filterQuery, loading: false, error: problemText(error) });
    }
  };

  const readChanged = (lead: LeadSummary, isRead: boolean) => {
    update((current) => ({
      ...current,
      items: current.items.map((item) => (item.kind === lead.kind && item.id === lead.id ? { ...item, isRead } : item)),
      unread:
        lead.isRead === isRead
          ? current.unread
          : { ...current.unread, [lead.kind]: Math.max(0, current.unread[lead.kind] + (isRead ? -1 : 1)) },
    }));
  };

  const filtered = hasFilters(view.filter);

  return (
    <>
      <ScreenHeading title={text.title}>{text.intro}</ScreenHeading>

      <LeadFilters
        key={filtersVersion}
        filter={view.filter}
        unread={page?.unread ?? noUnread}
        review={page?.review ?? { suspected: 0, trappedToday: 0 }}
        onChange={changeFilter}
        onClear={clearFilters}
        exportHref={routes.api.admin.leadsExport(filterQuery)}
      />

      <section aria-labelledby="leads-results" className="mt-6">
        <h2 id="leads-results" className="sr-only">
          {text.results}
        </h2>
        {loading ? (
          <Loading>{text.loading}</Loading>
        ) : error || !page ? (
          <LoadError title={text.loadError} message={error ?? ""} onRetry={reload} />
        ) : page.items.length === 0 ? (
          <div role="status" className="rounded-2xl bg-white p-8 text-center ring-1 ring-ink/10">
            <p className="font-semibold">{filtered ? text.noMatch : text.noneYet}</p>
            <p className="mt-1 text-sm text-muted">{filtered ? text.widen : text.willAppear}</p>
          </div>
        ) : (
          <>
            <p role="status" className="mb-3 text-sm text-muted">
              {fill(page.nextCursor ? text.showingOlder : text.showing, {
                count: page.items.length,
                leads: page.items.length === 1 ? text.count.one : text.count.other,
              })}
            </p>
            <LeadList leads={page.items} onOpen={openLead} />
            <div className="mt-4 flex flex-col items-center gap-2">
              {page.nextCursor ? (
                <button type="button" className="btn-outline text-teal" onClick={loadOlder} disabled={more.loading}>
                  {more.loading ? text.loadingOlder : text.loadOlder}
                </button>
              ) : (
                <p className="text-sm text-muted">{filtered ? text.everyMatching : text.everyLead}</p>
              )}
              <div role="alert">{more.error && <p className="text-sm text-red-700">{more.error}</p>}</div>
            </div>
          </>
        )}
      </section>

      {view.open && (
        <LeadDetail
          key={`${view.open.kind}-${view.open.id}`}
          kind={view.open.kind}
          id={view.open.id}
          onClose={closeLead}
          onReadChange={readChanged}
        />
      )}
    </>
  );
}
