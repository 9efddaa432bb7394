import { useState, type FormEvent } from "react";
import { booking } from "../../config/booking";
import type { AdminBooking, AdminBookingsPage } from "../../lib/admin/bookings";
import { byIndiaDay, formatIndiaTime } from "../../lib/booking/display";
import { addDays, indiaDay } from "../../lib/format";
import { telHref } from "../../lib/phone";
import { problemText } from "./api";
import { useAdminResource } from "./resource";
import { useAdminApi } from "./session";
import { cardClass, controlClass, labelClass, LoadError, Loading, ScreenHeading, smallButtonClass } from "./ui";
import { routes } from "../../lib/routes";
import { admin } from "../../i18n/en/admin";
import { booking as visitorBooking } from "../../i18n/en/booking";
import { staff } from "../../i18n/en/staff";
import { fill } from "../../i18n/fill";

const t = admin.bookings;
const STATUS_LABEL: Record<AdminBooking["status"], string> = t.status;

/** Staff move a booking: a new start in India time, sent as an instant with India's offset. */
function MoveForm({ onMove }: { onMove: (start: string) => void }) {
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get("start") as string;
        onMove(`${value}:00${booking.utcOffset}`);
      }}
    >
      <label className={labelClass}>
        {t.moveTo}
        <input name="start" type="datetime-local" required step={booking.stepMinutes * 60} className={controlClass} />
      </label>
      <button type="submit" className={smallButtonClass}>
        {t.moveSubmit}
      </button>
    </form>
  );
}

/** Today and the week ahead per centre (or all), marking how each booking went, and closing or opening times. */
export function BookingsScreen() {
  const api = useAdminApi();
  const [from, setFrom] = useState(() => indiaDay(new Date()));
  const [pool, setPool] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [moving, setMoving] = useState<number | null>(null);
  const query = new URLSearchParams({ from, days: "7", ...(pool ? { pool } : {}) });
  const { data, error, loading, reload } = useAdminResource<AdminBookingsPage>(routes.api.admin.bookings(query), { keep: true });

  const act = async (method: string, path: string, body?: unknown) => {
    setProblem(null);
    try {
      await api(method, path, body);
      reload();
    } catch (failure) {
      setProblem(problemText(failure));
    }
  };

  const block = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    void act("POST", routes.api.admin.bookingBlocks(), { ...fields, reason: fields.reason || undefined });
  };

  if (error && !data) return <LoadError title={t.loadError} message={error} onRetry={reload} />;
  if (!data) return <Loading>{t.loading}</Loading>;
  const poolName = new Map(data.pools.map((item) => [item.id, item.name]));
  const poolOptions = data.pools.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));

  return (
    <div aria-busy={loading}>
      <ScreenHeading title={t.title}>{t.intro}</ScreenHeading>
      <div className="mb-6 flex flex-wrap items-end gap-3">
        <label className={labelClass}>
          {t.centre}
          <select className={controlClass} value={pool} onChange={(event) => setPool(event.target.value)}>
            <option value="">{t.allCentres}</option>
            {poolOptions}
          </select>
        </label>
        <button type="button" className={smallButtonClass} onClick={() => setFrom(addDays(from, -7))}>
          {visitorBooking.grid.earlier}
        </button>
        <button type="button" className={smallButtonClass} onClick={() => setFrom(indiaDay(new Date()))}>
          {t.today}
        </button>
        <button type="button" className={smallButtonClass} onClick={() => setFrom(addDays(from, 7))}>
          {visitorBooking.grid.later}
        </button>
        <p className="text-sm text-muted">{fill(admin.common.range, { from, to: addDays(from, 6) })}</p>
      </div>
      {problem && (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      )}
      <section className={cardClass} aria-labelledby="bookings-list">
        <h2 id="bookings-list" className="text-xl">
          {t.appointments}
        </h2>
        {!data.bookings.length && <p className="mt-2 text-muted">{t.none}</p>}
        {byIndiaDay(data.bookings).map(({ day, slots }) => (
          <div key={day} className="mt-4">
            <h3 className="font-semibold">{day}</h3>
            <ul className="mt-2 grid gap-2">
              {slots.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-ink/10 p-3" data-booking={item.id}>
                  <span className="font-medium tabular-nums">
                    {formatIndiaTime(item.start)}–{formatIndiaTime(item.end)}
                  </span>
                  <span>{booking.kinds[item.kind].short}</span>
                  <span className="text-muted">{item.where || poolName.get(item.pool)}</span>
                  <span>
                    {item.fullName} · <a href={telHref(item.phone) ?? undefined}>{item.phone}</a>
                  </span>
                  <span className="rounded-full bg-ink/5 px-2 py-0.5 text-sm" data-status={item.status}>
                    {STATUS_LABEL[item.status]}
                  </span>
                  {item.suspected && (
                    <span className="rounded-full bg-red-100 px-2 py-0.5 text-sm text-red-900" title={t.suspectedHint} data-suspected>
                      {admin.common.suspected}
                    </span>
                  )}
                  {item.status === "pending" && item.confirmBy && (
                    <span className="text-sm text-muted">
                      {fill(item.holding ? t.holdsUntil : t.noHold, { time: formatIndiaTime(item.confirmBy) })}
                    </span>
                  )}
                  <span className="ml-auto flex flex-wrap gap-2">
                    {item.status !== "pending" &&
                      (["attended", "no-show"] as const).map((status) => (
                        <button
                          key={status}
                          type="button"
                          className={smallButtonClass}
                          aria-pressed={item.status === status}
                          onClick={() =>
                            void act("PATCH", routes.api.admin.booking(item.id), { status: item.status === status ? "booked" : status })
                          }
                        >
                          {STATUS_LABEL[status]}
                        </button>
                      ))}
                    {item.status === "booked" && (
                      <button type="button" className={smallButtonClass} onClick={() => setMoving(moving === item.id ? null : item.id)}>
                        {t.move}
                      </button>
                    )}
                    {(["cancel", "release"] as const).map((action) => (
                      <button
                        key={action}
                        type="button"
                        className={smallButtonClass}
                        onClick={() =>
                          window.confirm(fill(action === "cancel" ? t.confirmCancel : t.confirmRelease, { name: item.fullName })) &&
                          void act("PATCH", routes.api.admin.booking(item.id), { action })
                        }
                      >
                        {t[action]}
                      </button>
                    ))}
                  </span>
                  {moving === item.id && (
                    <MoveForm
                      onMove={(start) => {
                        setMoving(null);
                        void act("PATCH", routes.api.admin.booking(item.id), { action: "move", start });
                      }}
                    />
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <section className={`${cardClass} mt-6`} aria-labelledby="blocks-heading">
        <h2 id="blocks-heading" className="text-xl">
          {t.closed}
        </h2>
        <ul className="mt-2 grid gap-2">
          {data.blocks.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3">
              <span>
                {poolName.get(item.pool) ?? item.pool}: {indiaDay(new Date(item.start))} {formatIndiaTime(item.start)}–
                {formatIndiaTime(item.end)}
                {item.reason ? ` (${item.reason})` : ""}
              </span>
              <button type="button" className={smallButtonClass} onClick={() => void act("DELETE", routes.api.admin.bookingBlock(item.id))}>
                {t.openAgain}
              </button>
            </li>
          ))}
        </ul>
        <form className="mt-4 grid gap-3 sm:grid-cols-5" onSubmit={block}>
          <label className={labelClass}>
            {t.centre}
            <select name="pool" className={controlClass} defaultValue={pool || data.pools[0]?.id}>
              {poolOptions}
            </select>
          </label>
          <label className={labelClass}>
            {t.day}
            <input name="day" type="date" required className={controlClass} defaultValue={from} />
          </label>
          <label className={labelClass}>
            {admin.common.from}
            <input name="from" type="time" required step={1800} className={controlClass} defaultValue="09:00" />
          </label>
          <label className={labelClass}>
            {admin.common.to}
            <input name="to" type="time" required step={1800} className={controlClass} defaultValue="18:00" />
          </label>
          <label className={labelClass}>
            {staff.enquiry.stage.reason}
            <input name="reason" className={controlClass} maxLength={200} />
          </label>
          <button type="submit" className="btn-primary sm:col-span-5 sm:justify-self-start">
            {t.close}
          </button>
        </form>
      </section>
    </div>
  );
}
