import { staff } from "../../i18n/en/staff";
import { fill } from "../../i18n/fill";
import { EnquiryBoard } from "./enquiries/EnquiryBoard";
import { ADMIN_SECTION_NAMES, ADMIN_SECTIONS, sectionHref } from "./sections";
import { useSession } from "./session";
import { cardClass, ScreenHeading } from "./ui";

const TOOLS = ADMIN_SECTION_NAMES.flatMap((name) => {
  const { tool } = ADMIN_SECTIONS[name];
  return tool ? [{ href: sectionHref(name), ...tool }] : [];
});

/** Where every staff member lands: their own enquiries, what is due at the top, then the tools. */
export function AdminHome() {
  const { username } = useSession();
  return (
    <>
      <ScreenHeading title={fill(staff.home.welcome, { username })}>{staff.board.intro}</ScreenHeading>
      <EnquiryBoard heading={false} />
      <section aria-labelledby="home-tools" className="mt-10">
        <h2 id="home-tools" className="text-2xl">
          {staff.home.tools}
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
