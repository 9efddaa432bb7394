import { site } from "../../config/site";
import type { AdminSection } from "./AdminApp";

const LINKS: { section: AdminSection; label: string; href: string }[] = [
  { section: "home", label: "Overview", href: "/admin" },
  { section: "leads", label: "Leads", href: "/admin/leads" },
  { section: "test-email", label: "Email", href: "/admin/test-email" },
  { section: "seo", label: "SEO", href: "/admin/seo" },
];

export function AdminNav({
  section,
  username,
  signingOut,
  onSignOut,
}: {
  section: AdminSection;
  username: string;
  signingOut: boolean;
  onSignOut: () => void;
}) {
  return (
    <header className="border-b border-ink/10 bg-white">
      <div className="container-page flex flex-wrap items-center gap-x-6 gap-y-2 py-3">
        <a href="/admin" className="flex items-baseline gap-2 py-2">
          <span className="font-display text-lg text-ink">{site.brand}</span>
          <span className="eyebrow">Admin</span>
        </a>
        <nav aria-label="Admin" className="order-last w-full sm:order-none sm:w-auto">
          <ul className="-mx-3 flex flex-wrap">
            {LINKS.map((link) => (
              <li key={link.section}>
                <a
                  href={link.href}
                  aria-current={link.section === section ? "page" : undefined}
                  className="block rounded-lg px-3 py-2 text-sm font-medium text-muted hover:bg-ink/5 hover:text-ink aria-[current=page]:bg-teal/10 aria-[current=page]:text-teal"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3 text-sm">
          <span className="text-muted">
            Signed in as <strong className="text-ink">{username}</strong>
          </span>
          <button type="button" className="btn-outline min-h-10 px-4 py-2 text-teal" onClick={onSignOut} disabled={signingOut}>
            {signingOut ? "Signing out…" : "Sign out"}
          </button>
        </div>
      </div>
    </header>
  );
}
