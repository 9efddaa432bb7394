import { useEffect, useState, type FormEvent } from "react";
import type { Messages } from "../../i18n/catalogue";
import { fill } from "../../i18n/fill";
import { LOCALES, type Locale } from "../../i18n/locales";
import { CALL_WINDOWS, CHANNELS } from "../../lib/admin/enquiries";
import { apiRequest } from "../../lib/api";
import { formatPromise } from "../../lib/leads/promise";
import type { PrivateEnquiry as Enquiry } from "../../lib/privacy/private-link";
import { routes } from "../../lib/routes";
import { askForEnquiry, enquiryToken } from "../../scripts/private-enquiry";

type Text = Messages["enquiryPage"];
type View =
  | { state: "loading" }
  | { state: "missing" }
  | { state: "unreachable" }
  | { state: "erased" }
  | { state: "ready"; enquiry: Enquiry; note?: string };

const section = "mt-8 rounded-2xl bg-white p-6 ring-1 ring-ink/10";

/**
 * The person's own enquiry by its private link: where it stands, who has it, the promise, what they sent, and their
 * choices: how to be contacted, stop contact, download or delete their data.
 */
export default function PrivateEnquiry({ locale, t }: { locale: Locale; t: Text }) {
  const [view, setView] = useState<View>({ state: "loading" });
  const [asking, setAsking] = useState<"stop" | "erase" | null>(null);

  useEffect(() => {
    askForEnquiry()
      .then(async (response) => setView({ state: "ready", enquiry: ((await response.json()) as { data: Enquiry }).data }))
      .catch((error: unknown) => setView({ state: (error as { status?: number }).status === 404 ? "missing" : "unreachable" }));
  }, []);

  const post = async (action: "preferences" | "withdraw" | "download" | "erase", body: Record<string, unknown> = {}) =>
    apiRequest("POST", routes.api.enquiry(action), { token: enquiryToken(), ...body });

  const act = async (run: () => Promise<View>) => {
    setAsking(null);
    try {
      setView(await run());
    } catch {
      setView((now) => (now.state === "ready" ? { ...now, note: t.failed } : now));
    }
  };

  if (view.state !== "ready")
    return <p role="status">{view.state === "loading" ? t.loading : view.state === "erased" ? t.erased : t[view.state]}</p>;
  const { enquiry } = view;

  const savePreferences = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void act(async () => {
      const response = await post("preferences", { channel: form.get("channel"), window: form.get("window"), lang: form.get("lang") });
      return { state: "ready", enquiry: ((await response.json()) as { data: Enquiry }).data, note: t.saved };
    });
  };
  const download = () =>
    void act(async () => {
      const response = await post("download");
      const link = document.createElement("a");
      link.href = URL.createObjectURL(await response.blob());
      link.download = "my-enquiry.json";
      link.click();
      URL.revokeObjectURL(link.href);
      return view;
    });

  return (
    <div>
      {view.note && (
        <p role="status" className="mb-4 rounded-xl bg-teal/10 p-3 text-sm">
          {view.note}
        </p>
      )}
      <section className={section} aria-labelledby="stage-heading">
        <h2 id="stage-heading" className="text-xl">
          {t.stageHeading}
        </h2>
        <p className="mt-2" data-stage={enquiry.stage}>
          {t.stages[enquiry.stage]}
        </p>
        {!enquiry.withdrawn && <p className="mt-2">{enquiry.designer ? fill(t.designer, { name: enquiry.designer }) : t.unassigned}</p>}
        {!enquiry.withdrawn && enquiry.promise && (
          <p className="mt-2">{fill(t.promise, { when: formatPromise(new Date(enquiry.promise), locale) })}</p>
        )}
      </section>

      <section className={section} aria-labelledby="sent-heading">
        <h2 id="sent-heading" className="text-xl">
          {t.sentHeading}
        </h2>
        {enquiry.sent.map((lead) => (
          <dl key={`${lead.kind}-${lead.at}`} className="mt-3 grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
            {lead.fields.map((field) => (
              <div key={field.label} className="contents">
                <dt className="text-muted">{field.label}</dt>
                <dd className="break-words">{field.value}</dd>
              </div>
            ))}
          </dl>
        ))}
      </section>

      {!enquiry.withdrawn && (
        <section className={section} aria-labelledby="preferences-heading">
          <h2 id="preferences-heading" className="text-xl">
            {t.preferencesHeading}
          </h2>
          <form className="mt-3 grid gap-4" onSubmit={savePreferences}>
            <Choice
              name="channel"
              legend={t.channel}
              values={CHANNELS}
              labels={t.channels}
              chosen={enquiry.preferences.channel ?? "call"}
            />
            <Choice name="window" legend={t.window} values={CALL_WINDOWS} labels={t.windows} chosen={enquiry.preferences.window ?? "any"} />
            <Choice name="lang" legend={t.language} values={LOCALES} labels={t.languages} chosen={enquiry.preferences.lang} />
            <button type="submit" className="btn-primary min-h-11 justify-self-start px-5">
              {t.save}
            </button>
          </form>
        </section>
      )}

      {!enquiry.withdrawn && (
        <section className={section} aria-labelledby="stop-heading">
          <h2 id="stop-heading" className="text-xl">
            {t.stopHeading}
          </h2>
          <p className="mt-2 text-sm text-muted">{t.stopText}</p>
          <Confirmable
            asked={asking === "stop"}
            ask={() => setAsking("stop")}
            cancel={() => setAsking(null)}
            label={t.stop}
            confirm={t.stopConfirm}
            cancelLabel={t.cancel}
            run={() =>
              void act(async () => ({
                state: "ready",
                enquiry: ((await (await post("withdraw")).json()) as { data: Enquiry }).data,
              }))
            }
          />
        </section>
      )}

      <section className={section} aria-labelledby="data-heading">
        <h2 id="data-heading" className="text-xl">
          {t.dataHeading}
        </h2>
        <button type="button" className="btn-outline mt-3 min-h-11 px-5" onClick={download}>
          {t.download}
        </button>
        <p className="mt-4 text-sm text-muted">{t.eraseText}</p>
        <Confirmable
          asked={asking === "erase"}
          ask={() => setAsking("erase")}
          cancel={() => setAsking(null)}
          label={t.erase}
          confirm={t.eraseConfirm}
          cancelLabel={t.cancel}
          run={() =>
            void act(async () => {
              await post("erase");
              return { state: "erased" };
            })
          }
        />
      </section>
    </div>
  );
}

function Choice<V extends string>({
  name,
  legend,
  values,
  labels,
  chosen,
}: {
  name: string;
  legend: string;
  values: readonly V[];
  labels: Record<V, string>;
  chosen: V;
}) {
  return (
    <fieldset>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-2 grid gap-2">
        {values.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input type="radio" name={name} value={value} defaultChecked={value === chosen} />
            {labels[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A button whose action cannot be undone: a second press confirms it. */
function Confirmable(props: {
  asked: boolean;
  ask: () => void;
  cancel: () => void;
  run: () => void;
  label: string;
  confirm: string;
  cancelLabel: string;
}) {
  return props.asked ? (
    <div className="mt-3 flex flex-wrap gap-2">
      <button type="button" className="btn-primary min-h-11 px-5" onClick={props.run}>
        {props.confirm}
      </button>
      <button type="button" className="btn-outline min-h-11 px-5" onClick={props.cancel}>
        {props.cancelLabel}
      </button>
    </div>
  ) : (
    <button type="button" className="btn-outline mt-3 min-h-11 px-5" onClick={props.ask}>
      {props.label}
    </button>
  );
}
