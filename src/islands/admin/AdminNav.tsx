import { site } from "../../config/site";
import { admin } from "../../i18n/en/admin";
import { fillParts } from "../../i18n/fill";
import { ADMIN_SECTION_NAMES, ADMIN_SECTIONS, sectionHref, type AdminSection } from "./sections";
import { Filled } from "./ui";

const text = admin.nav;

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
        <a href={sectionHref("home")} className="flex items-baseline gap-2 py-2">
          <span className="font-display text-lg text-ink">{site.brand}</span>
          <span className="eyebrow">{text.area}</span>
        </a>
        <nav aria-label={text.area} className="order-last w-full sm:order-none sm:w-auto">
          <ul className="-mx-3 flex flex-wrap">
            {ADMIN_SECTION_NAMES.map((name) => (
              <li key={name}>
                <a
                  href={sectionHref(name)}
                  aria-current={name === section ? "page" : undefined}
                  className="block rounded-lg px-3 py-2 text-sm font-medium text-muted hover:bg-ink/5 hover:text-ink aria-[current=page]:bg-teal/10 aria-[current=page]:text-teal"
                >
                  {ADMIN_SECTIONS[name].label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3 text-sm">
          <span className="text-muted">
            <Filled parts={fillParts(text.signedInAs, { username: <strong className="text-ink">{username}</strong> })} />
          </span>
          <button type="button" className="btn-outline min-h-10 px-4 py-2 text-teal" onClick={onSignOut} disabled={signingOut}>
            {signingOut ? text.signingOut : text.signOut}
          </button>
        </div>
      </div>
    </header>
  );
}
