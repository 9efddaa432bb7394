import { useEffect, useState } from "react";
import type { BookingKind } from "../../config/booking";
import { site } from "../../config/site";
import type { Messages } from "../../i18n/catalogue";
import { fill } from "../../i18n/fill";
import type { Locale } from "../../i18n/locales";
import { apiRequest, ApiError } from "../../lib/api";
import { formatIndiaDay, formatIndiaTime } from "../../lib/booking/display";
import { SlotGrid } from "./SlotGrid";
import { routes } from "../../lib/routes";

interface ManagedBooking {
  id: number;
  kind: BookingKind;
  start: string;
  end: string;
  centre: string | null;
  area: string | null;
  status: "booked" | "pending" | "cancelled" | "attended" | "no-show" | "released" | "expired";
  fullName: string;
}

type View = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; booking: ManagedBooking; note?: string };

type ManageText = Pick<Messages["booking"], "kinds" | "grid" | "manage">;

/** The server's answer in the page's words, by the code or status it sends; any other answer as the server wrote it. */
const messageOf = (error: unknown, t: ManageText["manage"]) => {
  if (!(error instanceof ApiError)) return t.unreachable;
  let answer: { error?: string; code?: string } = {};
  try {
    answer = JSON.parse(error.body) as typeof answer;
  } catch {
    // Not the API's JSON (a proxy's page): the status alone says enough.
  }
  const known =
    answer.code === "token-expired"
      ? t.errors.expired
      : answer.code?.startsWith("token-")
        ? t.errors.invalid
        : answer.code === "not-booked"
          ? t.errors.closed
          : answer.code === "slot-taken"
            ? t.errors.taken
            : error.status === 404
              ? t.errors.missing
              : undefined;
  return known ?? answer.error ?? error.message;
};

/** The page the emailed link opens: the booking, a grid to move it, and a button to cancel it. */
export default function ManageBooking({ locale = "en", text }: { locale?: Locale; text: ManageText }) {
  const t = text.manage;
  const [token, setToken] = useState(() =>
    typeof window === "undefined" ? "" : (new URLSearchParams(window.location.search).get("token") ?? ""),
  );
  const [view, setView] = useState<View>({ state: "loading" });
  const [start, setStart] = useState("");
  const [busy, setBusy] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const endpoint = routes.api.bookingManage(token);

  useEffect(() => {
    apiRequest("GET", routes.api.bookingManage(token))
      .then((response) => response.json() as Promise<{ data: ManagedBooking }>)
      .then(({ data }) => setView({ state: "ready", booking: data }))
      .catch((error: unknown) => setView({ state: "error", message: messageOf(error, t) }));
    // Only the token the page opened with: a move replaces it without loading again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = async (method: "POST" | "PATCH" | "DELETE", note: string) => {
    setBusy(true);
    try {
      const response = await apiRequest(method, endpoint, method === "PATCH" ? { start } : undefined);
      const { data } = (await response.json()) as { data: { booking: ManagedBooking; manageUrl?: string } };
      // The new time has its own link: keep the address current for a reload.
      if (data.manageUrl) {
        const next = new URL(data.manageUrl);
        setToken(next.searchParams.get("token") ?? token);
        window.history.replaceState(null, "", next.pathname + next.search);
      }
      setStart("");
      setView({ state: "ready", booking: data.booking, note });
    } catch (error) {
      setRefresh((n) => n + 1);
      if (view.state === "ready") setView({ ...view, note: messageOf(error, t) });
    } finally {
      setBusy(false);
    }
  };

  if (view.state === "loading") return <p className="text-muted">{t.loading}</p>;
  if (view.state === "error")
    return (
      <p role="alert">
        {view.message}{" "}
        <a className="text-teal underline" href={site.contact.phoneHref}>
          {site.contact.phone}
        </a>
      </p>
    );

  const current = view.booking;
  const when = fill(t.when, { day: formatIndiaDay(current.start, locale), time: formatIndiaTime(current.start, locale) });
  return (
    <div className="grid gap-6">
      <div>
        <p className="text-lg">{fill(t.who, { kind: text.kinds[current.kind].label, name: current.fullName })}</p>
        <p className="text-2xl font-semibold" data-testid="booking-time">
          {current.status === "cancelled" ? fill(t.cancelled, { when }) : when}
        </p>
        {view.note && (
          <p role="status" className="mt-2 rounded-lg bg-teal/10 p-3">
            {view.note}
          </p>
        )}
      </div>
      {current.status === "pending" && (
        <button type="button" className="btn-primary" disabled={busy} onClick={() => void change("POST", t.confirmed)}>
          {t.confirm}
        </button>
      )}
      {current.status === "booked" && (
        <>
          <section aria-labelledby="move-heading">
            <h2 id="move-heading" className="text-xl">
              {t.moveHeading}
            </h2>
            <div className="mt-3">
              <SlotGrid
                kind={current.kind}
                centre={current.centre ?? undefined}
                area={current.area ?? undefined}
                value={start}
                onChange={setStart}
                refresh={refresh}
                locale={locale}
                text={text.grid}
              />
            </div>
            <button type="button" className="btn-primary mt-4" disabled={!start || busy} onClick={() => void change("PATCH", t.moved)}>
              {t.move}
            </button>
          </section>
          <section aria-labelledby="cancel-heading">
            <h2 id="cancel-heading" className="text-xl">
              {t.cancelHeading}
            </h2>
            <button
              type="button"
              className="btn-outline mt-3"
              disabled={busy}
              onClick={() => window.confirm(t.cancelConfirm) && void change("DELETE", t.cancelledNote)}
            >
              {t.cancel}
            </button>
          </section>
        </>
      )}
    </div>
  );
}
