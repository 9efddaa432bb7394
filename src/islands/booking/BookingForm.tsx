import { useEffect, useState } from "react";
import { booking, BOOKING_KINDS, type BookingKind } from "../../config/booking";
import type { Messages } from "../../i18n/catalogue";
import { fill } from "../../i18n/fill";
import { localePath, type Locale } from "../../i18n/locales";
import { ApiError } from "../../lib/api";
import { formatIndiaDay, formatIndiaTime } from "../../lib/booking/display";
import type { Slot } from "../../lib/booking/slots";
import { bookingForm, bookingProblems, type BookingInput } from "../../lib/forms/booking";
import { consultationForm } from "../../lib/forms/consultation";
import { FieldError } from "../forms/fields";
import { FormShell } from "../forms/FormShell";
import { SelectField } from "../forms/SelectField";
import { SubmitRow } from "../lead/SubmitRow";
import { LeadFields } from "../forms/LeadFields";
import { TextField } from "../forms/TextField";
import { useLeadFormKit } from "../lead/useLeadForm";
import { SlotGrid } from "./SlotGrid";
import { routes } from "../../lib/routes";

type Place = { id: string; name: string };

/** The words the booking islands show, from the page's catalogue. */
export type BookingText = Pick<Messages["booking"], "kinds" | "minutes" | "form" | "grid">;
type Booked = { start: string; kind: BookingKind; status: string; confirmBy: string | null; manageUrl?: string };
const placeOptions = (places: Place[]) => places.map((place) => ({ value: place.id, label: place.name }));

/** /book: how to meet, where, a free time from the grid, then the consultation form's own fields. */
export default function BookingForm({
  centres,
  areas,
  locale = "en",
  text: t,
}: {
  centres: Place[];
  areas: Place[];
  locale?: Locale;
  text: BookingText;
}) {
  const [booked, setBooked] = useState<Booked | null>(null);
  const [refresh, setRefresh] = useState(0);
  const [taken, setTaken] = useState<Slot[] | null>(null);
  const kit = useLeadFormKit(bookingForm, { locale, failureMessage: t.form.failed, noticeForm: "booking" });
  const { register, setValue, setError, watch, formState } = kit.form;
  const [kind, centre, area, start] = watch(["kind", "centre", "area", "start"]);

  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get("kind");
    if (BOOKING_KINDS.includes(asked as BookingKind)) setValue("kind", asked as BookingKind);
  }, [setValue]);
  // A centre's own page presets its centre (?kind=centre-visit&centre=adyar), once the centre's field is on the form.
  useEffect(() => {
    const place = new URLSearchParams(window.location.search).get("centre");
    if (kind === "centre-visit" && !centre && centres.some((option) => option.id === place)) setValue("centre", place!);
  }, [kind, centre, centres, setValue]);

  /** The time was taken while the visitor filled the form: offer the next free ones and load the grid afresh. */
  const slotTaken = (error: unknown) => {
    if (!(error instanceof ApiError && error.status === 409)) return false;
    setTaken((JSON.parse(error.body) as { alternatives?: Slot[] }).alternatives ?? []);
    setValue("start", "");
    setRefresh((n) => n + 1);
    return true;
  };

  const submit = kit.onSubmit(async (values) => {
    const problems = bookingProblems(values, locale);
    for (const [name, message] of Object.entries(problems)) setError(name as keyof BookingInput, { message });
    if (Object.keys(problems).length) return;
    const response = await kit.lead.submit(values);
    const { data, manageUrl } = (await response.json()) as { data: Booked | null; manageUrl?: string };
    if (data && (manageUrl || data.status === "pending")) setBooked({ ...data, manageUrl });
    else window.location.assign(localePath(routes.bookThankYou(), locale));
  }, slotTaken);

  if (booked) {
    // Past its network's first bookings of the day, a booking has no manage link yet: it waits for its person to
    // confirm from the e-mail.
    const manage = booked.manageUrl ? new URL(booked.manageUrl) : null;
    const next = manage
      ? t.form.bookedMail
      : booked.confirmBy
        ? fill(t.form.pendingConfirm, { time: formatIndiaTime(booked.confirmBy, locale) })
        : t.form.pendingConfirmSoon;
    return (
      <div className="rounded-2xl bg-white p-6" role="status">
        <h2 className="text-2xl">{manage ? t.form.bookedTitle : t.form.pendingTitle}</h2>
        <p className="mt-2">
          {fill(t.form.bookedWhen, {
            kind: t.kinds[booked.kind].label,
            day: formatIndiaDay(booked.start, locale),
            time: formatIndiaTime(booked.start, locale),
          })}
        </p>
        <p className="mt-1 text-muted">{next}</p>
        {manage && (
          <a className="btn-outline mt-4" href={manage.pathname + manage.search}>
            {t.form.manageLink}
          </a>
        )}
      </div>
    );
  }

  const chosenCentre = centres.find((place) => place.id === centre)?.name;
  const radio = "flex cursor-pointer items-start gap-2 rounded-xl border border-ink/15 p-3 has-checked:border-teal has-checked:bg-teal/5";
  return (
    <FormShell action={kit.endpoint} onSubmit={submit} className="relative grid gap-6" aria-label={t.form.label}>
      <fieldset>
        <legend className="text-lg font-semibold">{t.form.meet}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {BOOKING_KINDS.map((value) => (
            <label key={value} className={radio}>
              <input type="radio" value={value} {...register("kind", { onChange: () => setValue("start", "") })} className="mt-1" />
              <span>
                <span className="block font-medium">{t.kinds[value].label}</span>
                <span className="text-sm text-muted">{fill(t.minutes, { minutes: booking.kinds[value].minutes })}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {kind === "centre-visit" && (
        <SelectField
          {...kit.field("centre")}
          label={t.form.centre}
          placeholder={t.form.centrePlaceholder}
          options={placeOptions(centres)}
        />
      )}
      {kind === "site-measurement" && (
        <div className="grid gap-4">
          <SelectField {...kit.field("area")} label={t.form.area} placeholder={t.form.areaPlaceholder} options={placeOptions(areas)} />
          <TextField {...kit.field("address")} label={t.form.address} autoComplete="street-address" />
        </div>
      )}

      <fieldset>
        <legend className="text-lg font-semibold">{t.form.time}</legend>
        {taken && (
          <p role="alert" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {t.form.taken}
            {taken.length > 0 &&
              fill(t.form.nextFree, {
                times: taken.map((slot) => `${formatIndiaDay(slot.start, locale)} ${formatIndiaTime(slot.start, locale)}`).join("; "),
              })}
          </p>
        )}
        {/* Room kept for a week of times, so their arrival does not push the details down; no scroll box in the page. */}
        <div className="mt-3 min-h-[28rem] sm:min-h-[24rem]">
          <SlotGrid
            kind={kind}
            centre={centre}
            area={area}
            value={start}
            refresh={refresh}
            locale={locale}
            text={t.grid}
            onChange={(value) => {
              setTaken(null);
              setValue("start", value, { shouldValidate: Boolean(formState.errors.start) });
            }}
          />
        </div>
        <FieldError formId={kit.formId} name="start" error={formState.errors.start} />
      </fieldset>

      {start && (
        <p role="status" className="rounded-xl border border-teal/30 bg-teal/5 p-4" data-chosen-time>
          <span className="font-semibold">{t.form.choice}</span>{" "}
          {fill(kind === "centre-visit" && chosenCentre ? t.form.choiceAtCentre : t.form.choiceWhen, {
            kind: t.kinds[kind].label,
            centre: chosenCentre ?? "",
            day: formatIndiaDay(start, locale),
            time: formatIndiaTime(start, locale),
            minutes: booking.kinds[kind].minutes,
          })}
        </p>
      )}

      <fieldset className="grid gap-4">
        <legend className="text-lg font-semibold">{t.form.details}</legend>
        {/* The consultation form's own fields: the booking's descriptor adds the appointment to them. */}
        <LeadFields fields={consultationForm.typed} field={kit.field} m={kit.text} />
      </fieldset>
      <SubmitRow kit={kit} label={t.form.submit} busyLabel={t.form.busy} />
    </FormShell>
  );
}
