import { leadFilterQuery, type LeadPage } from "../../lib/admin/leads";
import { LEAD_KINDS, leadKindLabel } from "../../lib/leads/kinds";
import { serviceLabel } from "../../lib/forms/service-options";
import { leadName, UnreadTag } from "./LeadList";
import { leadHref } from "./leads-url";
import { useAdminResource } from "./resource";
import { ADMIN_SECTION_NAMES, ADMIN_SECTIONS, sectionHref } from "./sections";
import { useSession } from "./session";
import { When } from "./time";
import { cardClass, LoadError, Loading, ScreenHeading } from "./ui";
import { routes } from "../../lib/routes";

const LATEST = 5;

const TOOLS = ADMIN_SECTION_NAMES.flatMap((name) => {
  const { tool } = ADMIN_SECTIONS[name];
  return tool ? [{ href: sectionHref(name), ...tool }] : [];
});

export function AdminHome() {
  const { username } = useSession();
  // One request gives both the unread counts and the newest leads.
  const { data: page, error, loading, reload } = useAdminResource<LeadPage>(routes.api.admin.leads(leadFilterQuery({ limit: LATEST })));

  return (
    <>
      <ScreenHeading title={`Welcome, ${username}`}>New enquiries from the website, and the tools that look after it.</ScreenHeading>

      {loading ? (
        <Loading>Loading the latest leads…</Loading>
      ) : !page ? (
        <LoadError title="The leads could not be loaded" message={error ?? ""} onRetry={reload} />
      ) : (
        <>
          <section aria-labelledby="home-unread">
            <h2 id="home-unread" className="text-2xl">
              Waiting for a reply
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {LEAD_KINDS.map((kind) => (
                <li key={kind}>
                  <a
                    href={`${sectionHref("leads")}${leadFilterQuery({ kind, read: "unread" })}`}
                    className={`${cardClass} block h-full hover:ring-teal`}
                  >
                    <span className="block text-sm font-medium text-muted">{leadKindLabel(kind)}</span>
                    <span className={`mt-1 block font-display text-4xl ${page.unread[kind] ? "text-terracotta" : "text-ink"}`}>
                      {page.unread[kind]}
                    </span>
                    <span className="text-sm text-muted">unread</span>
                  </a>
                </li>
              ))}
            </ul>
            {page.review.suspected > 0 && (
              <p className="mt-4 text-sm">
                <a href={`${sectionHref("leads")}${leadFilterQuery({ suspected: "yes" })}`} className="font-semibold text-teal underline">
                  {page.review.suspected} suspected {page.review.suspected === 1 ? "lead" : "leads"} to review
                </a>{" "}
                <span className="text-muted">(saved over one connection&apos;s limit, and not mailed)</span>
              </p>
            )}
          </section>

          <section aria-labelledby="home-latest" className="mt-10">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="home-latest" className="text-2xl">
                Latest leads
              </h2>
              <a href={sectionHref("leads")} className="text-sm font-semibold text-teal underline underline-offset-2">
                See all leads
              </a>
            </div>
            {page.items.length === 0 ? (
              <p className={`${cardClass} mt-4 text-muted`}>No leads yet. New enquiries from the website will appear here.</p>
            ) : (
              <ul className="mt-4 divide-y divide-ink/10 rounded-2xl bg-white ring-1 ring-ink/10">
                {page.items.map((lead) => (
                  <li key={`${lead.kind}-${lead.id}`} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-1 px-5 py-4">
                    <div className="min-w-0">
                      <span className="block text-xs text-muted">{leadKindLabel(lead.kind)}</span>
                      <a
                        href={leadHref(lead.kind, lead.id)}
                        className={`text-teal underline-offset-2 hover:underline ${lead.isRead ? "" : "font-bold"}`}
                      >
                        {leadName(lead)}
                      </a>
                      {!lead.isRead && (
                        <span className="ml-2">
                          <UnreadTag />
                        </span>
                      )}
                      <span className="block truncate text-sm text-muted">
                        {[lead.service && serviceLabel(lead.service), lead.city, lead.preview].filter(Boolean).join(" · ")}
                      </span>
                    </div>
                    <span className="text-sm">
                      <When iso={lead.createdAt} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      <section aria-labelledby="home-tools" className="mt-10">
        <h2 id="home-tools" className="text-2xl">
          Tools
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {TOOLS.map((tool) => (
            <li key={tool.href}>
              <a href={tool.href} className={`${cardClass} block h-full hover:ring-teal`}>
                <span className="block font-semibold text-teal">{tool.title}</span>
                <span className="mt-1 block text-sm text-muted">{tool.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
