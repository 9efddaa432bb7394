import { useCallback, useEffect, useState } from "react";
import { LEAD_KINDS, leadFilterQuery, type LeadFilter, type LeadKind, type LeadPage, type LeadSummary } from "../../lib/admin/leads";
import { problemText } from "./api";
import { LeadDetail } from "./LeadDetail";
import { LeadFilters } from "./LeadFilters";
import { LeadList } from "./LeadList";
import { hasFilters, leadsViewQuery, parseLeadsView, type LeadsView } from "./leads-url";
import { useAdminApi } from "./session";
import { LoadError, Loading, ScreenHeading } from "./ui";

const PAGE_SIZE = 25;

interface Loaded {
  /** Which filters (and which attempt) these rows answer; a different key means a load is under way. */
  key: string;
  items: LeadSummary[];
  nextCursor: string | null;
  error: string | null;
}

const noUnread = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>;

export function LeadsMonitor() {
  const api = useAdminApi();
  const [view, setView] = useState<LeadsView>(() => parseLeadsView(window.location.search));
  // Remounts the text inputs when the filters change from outside them (Clear filters, Back).
  const [filtersVersion, setFiltersVersion] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ key: "", items: [], nextCursor: null, error: null });
  const [unread, setUnread] = useState<Record<LeadKind, number> | null>(null);
  const [more, setMore] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });

  const filterQuery = leadFilterQuery(view.filter);
  const key = `${filterQuery}#${attempt}`;
  const loading = loaded.key !== key;

  useEffect(() => {
    const onPopState = () => {
      setView(parseLeadsView(window.location.search));
      setFiltersVersion((version) => version + 1);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  useEffect(() => {
    let live = true;
    api<LeadPage>("GET", `/api/admin/leads${filterQuery}${filterQuery ? "&" : "?"}limit=${PAGE_SIZE}`).then(
      (page) => {
        if (!live) return;
        setLoaded({ key, items: page.items, nextCursor: page.nextCursor, error: null });
        setUnread(page.unread);
        setMore({ loading: false, error: null });
      },
      (error: unknown) => live && setLoaded({ key, items: [], nextCursor: null, error: problemText(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, filterQuery, key]);

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
    if (!loaded.nextCursor) return;
    setMore({ loading: true, error: null });
    try {
      const page = await api<LeadPage>(
        "GET",
        `/api/admin/leads${leadFilterQuery({ ...view.filter, cursor: loaded.nextCursor, limit: PAGE_SIZE })}`,
      );
      setLoaded((previous) =>
        previous.key === key ? { ...previous, items: [...previous.items, ...page.items], nextCursor: page.nextCursor } : previous,
      );
      setUnread(page.unread);
      setMore({ loading: false, error: null });
    } catch (error) {
      setMore({ loading: false, error: problemText(error) });
    }
  };

  const readChanged = (lead: LeadSummary, isRead: boolean) => {
    setLoaded((previous) => ({
      ...previous,
      items: previous.items.map((item) => (item.kind === lead.kind && item.id === lead.id ? { ...item, isRead } : item)),
    }));
    if (lead.isRead !== isRead) {
      setUnread((counts) => counts && { ...counts, [lead.kind]: Math.max(0, counts[lead.kind] + (isRead ? -1 : 1)) });
    }
  };

  const filtered = hasFilters(view.filter);

  return (
    <>
      <ScreenHeading title="Leads">
        Every consultation request, price estimate, contact message and chat, newest first. Times are India time.
      </ScreenHeading>

      <LeadFilters
        key={filtersVersion}
        filter={view.filter}
        unread={unread ?? noUnread}
        onChange={changeFilter}
        onClear={clearFilters}
        exportHref={`/api/admin/leads/export${filterQuery}`}
      />

      <section aria-labelledby="leads-results" className="mt-6">
        <h2 id="leads-results" className="sr-only">
          Results
        </h2>
        {loading ? (
          <Loading>Loading leads…</Loading>
        ) : loaded.error ? (
          <LoadError title="The leads could not be loaded" message={loaded.error} onRetry={() => setAttempt((n) => n + 1)} />
        ) : loaded.items.length === 0 ? (
          <div role="status" className="rounded-2xl bg-white p-8 text-center ring-1 ring-ink/10">
            <p className="font-semibold">{filtered ? "No leads match these filters." : "No leads yet."}</p>
            <p className="mt-1 text-sm text-muted">
              {filtered ? "Try a wider date range or clear the filters." : "New enquiries from the website will appear here."}
            </p>
          </div>
        ) : (
          <>
            <p role="status" className="mb-3 text-sm text-muted">
              Showing {loaded.items.length} {loaded.items.length === 1 ? "lead" : "leads"}
              {loaded.nextCursor ? "; older ones are below the list" : ""}.
            </p>
            <LeadList leads={loaded.items} onOpen={openLead} />
            <div className="mt-4 flex flex-col items-center gap-2">
              {loaded.nextCursor ? (
                <button type="button" className="btn-outline text-teal" onClick={loadOlder} disabled={more.loading}>
                  {more.loading ? "Loading older leads…" : "Load older leads"}
                </button>
              ) : (
                <p className="text-sm text-muted">That is every lead{filtered ? " matching these filters" : ""}.</p>
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
