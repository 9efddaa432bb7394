import { useState } from "react";
import { admin } from "../../i18n/en/admin";
import { fill } from "../../i18n/fill";
import type { SeoOverview } from "../../lib/admin/seo";
import { Notice, type NoticeContent } from "./seo/Notice";
import { PageEditor } from "./seo/PageEditor";
import { PageTable, visiblePages, type TableView } from "./seo/PageTable";
import { SeoActions } from "./seo/SeoActions";
import { useAdminResource } from "./resource";
import { indiaTime } from "./time";
import { LoadError, Loading, ScreenHeading } from "./ui";
import { routes } from "../../lib/routes";

const text = admin.seo;

/** SEO management: every public page's tags, problems, keywords and search data, and the overrides staff set. */
export function SeoManager() {
  const [editing, setEditing] = useState<string | null>(null);
  const [view, setView] = useState<TableView>({ query: "", filter: "all", sort: "path" });
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  // A refresh keeps the current list on screen until the new one arrives.
  const { data: overview, error, reload: refresh } = useAdminResource<SeoOverview>(routes.api.admin.seo(), { keep: true });
  const page = editing ? overview?.pages.find((entry) => entry.path === editing) : undefined;

  const close = () => {
    const path = editing;
    setEditing(null);
    // Back where staff left the list: on the row they edited.
    requestAnimationFrame(() => document.getElementById(`edit-${path}`)?.focus());
  };

  return (
    <>
      <ScreenHeading title={text.title}>{text.intro}</ScreenHeading>
      {error && (
        <div className="mb-6">
          <LoadError title={text.loadError} message={error} onRetry={refresh} />
        </div>
      )}
      {!overview ? (
        !error && <Loading>{text.loading}</Loading>
      ) : (
        <>
          <SeoActions publishConfigured={overview.publishConfigured} onNotice={setNotice} onChanged={refresh} />
          <p className="mt-3 text-sm text-muted">{fill(text.builtAt, { time: indiaTime(overview.builtAt) })}</p>
          <div className="mt-3">
            <Notice notice={notice} onDismiss={() => setNotice(null)} />
          </div>
          {page ? (
            <PageEditor key={page.path} page={page} onClose={close} onChanged={refresh} />
          ) : (
            <PageTable
              pages={visiblePages(overview.pages, view)}
              total={overview.pages.length}
              view={view}
              onView={setView}
              onEdit={setEditing}
            />
          )}
        </>
      )}
    </>
  );
}
