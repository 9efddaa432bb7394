import { useState, type FormEvent } from "react";
import { STAFF_ROLES, type StaffMember, type StaffRole } from "../../lib/admin/enquiries";
import { LOCALES, type Locale } from "../../i18n/locales";
import { enquiries as names } from "../../i18n/en/enquiries";
import { staff } from "../../i18n/en/staff";
import { routes } from "../../lib/routes";
import { ApiError } from "../../lib/api";
import { problemText } from "./api";
import { useAdminResource } from "./resource";
import { useAdminApi, useSession } from "./session";
import { cardClass, controlClass, labelClass, LoadError, Loading, ScreenHeading } from "./ui";

const text = staff.accounts;

type SaveResult = { ok: boolean; text: string } | null;

/** Saves changes to one account and keeps what the save answered, for the form's save row. */
function useMemberSave(member: StaffMember, onSaved: (member: StaffMember) => void) {
  const api = useAdminApi();
  const [result, setResult] = useState<SaveResult>(null);
  const save = async (body: Partial<StaffMember>) => {
    try {
      onSaved(await api<StaffMember>("PATCH", routes.api.admin.staffMember(member.id), body));
      setResult({ ok: true, text: text.saved });
    } catch (error) {
      // A number the phone rules refuse is said as such, not as the general "correct the fields".
      setResult({ ok: false, text: (error instanceof ApiError && error.fields.whatsapp) || problemText(error) });
    }
  };
  return { result, save };
}

/** One account's form: what it serves and whether it takes new enquiries now. */
function MemberForm({ member, onSaved }: { member: StaffMember; onSaved: (member: StaffMember) => void }) {
  const { result, save } = useMemberSave(member, onSaved);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void save({
      role: form.get("role") as StaffRole,
      languages: LOCALES.filter((locale) => form.get(`lang-${locale}`) === "on"),
      cities: String(form.get("cities") ?? "")
        .split(",")
        .map((city) => city.trim())
        .filter(Boolean),
      available: form.get("available") === "on",
    });
  };
  const id = `staff-${member.id}`;
  return (
    <form onSubmit={submit} className={cardClass} aria-labelledby={id}>
      <h2 id={id} className="text-xl">
        {member.username}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <label className={labelClass}>
          {text.columns.role}
          <select name="role" defaultValue={member.role} className={controlClass}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {names.roles[role]}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend className={labelClass}>{text.columns.languages}</legend>
          <div className="mt-2 flex gap-4">
            {LOCALES.map((locale: Locale) => (
              <label key={locale} className="flex min-h-10 items-center gap-2">
                <input type="checkbox" name={`lang-${locale}`} defaultChecked={member.languages.includes(locale)} />
                {staff.reports.languages[locale]}
              </label>
            ))}
          </div>
        </fieldset>
        <label className={labelClass}>
          {text.columns.cities}
          <input
            name="cities"
            defaultValue={member.cities.join(", ")}
            placeholder={text.allCities}
            className={controlClass}
            aria-describedby={`${id}-cities`}
          />
          <span id={`${id}-cities`} className="mt-1 block text-xs text-muted">
            {text.citiesHint}
          </span>
        </label>
        <SideCheckbox name="available" checked={member.available} label={text.available} />
      </div>
      <SaveRow label={text.save} result={result} />
    </form>
  );
}

/** A checkbox in the form's grid, level with the fields' inputs. */
function SideCheckbox({ name, checked, label }: { name: string; checked: boolean; label: string }) {
  return (
    <label className="flex min-h-10 items-center gap-2 self-end">
      <input type="checkbox" name={name} defaultChecked={checked} />
      {label}
    </label>
  );
}

/** A form's save button, with what the last save answered beside it. */
function SaveRow({ label, result }: { label: string; result: SaveResult }) {
  return (
    <div className="mt-4 flex items-center gap-3">
      <button type="submit" className="btn-primary min-h-10 px-4 py-2">
        {label}
      </button>
      <p aria-live="polite" className={`text-sm ${result?.ok ? "text-teal" : "text-red-700"}`}>
        {result?.text}
      </p>
    </div>
  );
}

/** The signed-in person's own WhatsApp number and alert opt-in: theirs to set, whatever their role. */
function OwnWhatsApp({ member, onSaved }: { member: StaffMember; onSaved: (member: StaffMember) => void }) {
  const words = text.whatsapp;
  const { result, save } = useMemberSave(member, onSaved);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const number = String(form.get("whatsapp") ?? "").trim();
    void save({ whatsapp: number || null, whatsappAlerts: form.get("whatsappAlerts") === "on" });
  };
  return (
    <form onSubmit={submit} className={cardClass} aria-labelledby="own-whatsapp">
      <h2 id="own-whatsapp" className="text-xl">
        {words.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{words.intro}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <label className={labelClass}>
          {words.number}
          <input
            name="whatsapp"
            type="tel"
            autoComplete="tel"
            defaultValue={member.whatsapp ? `+${member.whatsapp}` : ""}
            className={controlClass}
          />
        </label>
        <SideCheckbox name="whatsappAlerts" checked={member.whatsappAlerts} label={words.optIn} />
      </div>
      <SaveRow label={words.save} result={result} />
    </form>
  );
}

/** Admins set each account's role, languages, cities and availability: the round-robin reads them. */
export function StaffScreen() {
  const { data, error, loading, reload, update } = useAdminResource<StaffMember[]>(routes.api.admin.staff());
  const { username } = useSession();
  const me = data?.find((member) => member.username === username);
  const saved = (member: StaffMember) => update((list) => list.map((item) => (item.id === member.id ? member : item)));
  return (
    <>
      <ScreenHeading title={text.title}>{text.intro}</ScreenHeading>
      {loading ? (
        <Loading>{text.loading}</Loading>
      ) : error || !data ? (
        <LoadError title={text.loadError} message={error ?? ""} onRetry={reload} />
      ) : (
        <div className="grid gap-4">
          {me && <OwnWhatsApp member={me} onSaved={saved} />}
          {data.map((member) => (
            <MemberForm key={member.id} member={member} onSaved={saved} />
          ))}
        </div>
      )}
    </>
  );
}
