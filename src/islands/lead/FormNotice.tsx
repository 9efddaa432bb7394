import { notice as en } from "../../i18n/en/notice";
import { localePath, type Locale } from "../../i18n/locales";
import { notice as ta } from "../../i18n/ta/notice";
import type { NoticeForm } from "../../lib/privacy/consent";
import { routes } from "../../lib/routes";

/**
 * The privacy notice's version this build shows (defined at build time, so the notice's words stay out of the bundle).
 * Code run outside the build (a browser test importing an island's constants) has none, and sends none.
 */
export const NOTICE_VERSION_SHOWN: string | undefined = typeof __NOTICE_VERSION__ === "string" ? __NOTICE_VERSION__ : undefined;

/**
 * The notice beside a form's submit button: what the details are for, that they are never sold or shared, and the
 * link to the full notice. Its hidden fields carry the version and the form with a post made without JavaScript;
 * with JavaScript the form adds them itself (useLeadForm).
 */
export function FormNotice({ form, locale }: { form: NoticeForm; locale: Locale }) {
  const m = { en, ta }[locale];
  return (
    <p className="text-xs leading-relaxed text-muted" data-privacy-notice={form}>
      {m.text}{" "}
      <a href={localePath(routes.privacyPolicy(), locale)} className="underline underline-offset-2">
        {m.link}
      </a>
      <input type="hidden" name="noticeVersion" value={NOTICE_VERSION_SHOWN} />
      <input type="hidden" name="noticeForm" value={form} />
    </p>
  );
}
