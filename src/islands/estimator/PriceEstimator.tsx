import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { fill } from "../../i18n/fill";
import type { Locale } from "../../i18n/locales";
import { formatInr } from "../../lib/format";
import { estimateContactSchemas } from "../../lib/forms/estimate";
import { estimate as priceHome } from "../../lib/pricing/estimate";
import type { RateCard } from "../../lib/pricing/rate-card";
import { whatsappLink } from "../../lib/whatsapp";
import { FormShell } from "../forms/FormShell";
import { PhoneField, TextField } from "../forms/TextField";
import { LeadToast, SubmitRow } from "../lead/SubmitRow";
import { useLeadFormKit } from "../lead/useLeadForm";
import { EmiPlan } from "./EmiPlan";
import { BhkStep, RoomsStep, StepNav } from "./HomeSteps";
import { EstimateSummary, estimateText } from "./EstimateSummary";
import { estimatorMessages, type EstimatorMessages } from "./messages";
import { PrintableEstimate } from "./PrintableEstimate";
import { answersStore, firstOpenStep, STEPS, type Answers, type StepId } from "./store";
import { routes } from "../../lib/routes";

interface Props {
  step: StepId;
  card: RateCard;
  areaNames: string[];
  /** Each served city's name in the page's language, by the rate card's (English) name. */
  cityNames: Record<string, string>;
  /** The page's language: the island's words, and where its step links go. */
  locale: Locale;
}

const SOURCE_KEY = "lead:source";
/** Where the visitor came from: a campaign tag in the first page's address, else the referring site. */
function leadSource(): string | undefined {
  try {
    const known = sessionStorage.getItem(SOURCE_KEY);
    if (known) return known;
    const utm = new URLSearchParams(location.search).get("utm_source");
    const referrer = document.referrer ? new URL(document.referrer).hostname : "";
    const source = utm ?? (referrer && referrer !== location.hostname ? referrer : "");
    if (source) sessionStorage.setItem(SOURCE_KEY, source);
    return source || undefined;
  } catch {
    return undefined;
  }
}

export default function PriceEstimator({ step, card, areaNames, cityNames, locale }: Props) {
  const m = estimatorMessages(locale);
  const stored = useSyncExternalStore(answersStore.subscribe, answersStore.getSnapshot, answersStore.getServerSnapshot);
  const answers: Answers = useMemo(() => stored ?? {}, [stored]);
  const loaded = stored !== null;
  const stepIndex = STEPS.findIndex((s) => s.id === step);

  // A deep link past an unanswered question goes back to that question.
  useEffect(() => {
    if (!loaded) return;
    const open = firstOpenStep(answers);
    if (STEPS.findIndex((s) => s.id === open) < stepIndex) window.location.replace(routes.estimator(open, locale));
  }, [loaded, answers, stepIndex, locale]);

  const result = useMemo(
    () =>
      answers.bhkType && answers.rooms && answers.packageId
        ? priceHome(
            {
              bhkType: answers.bhkType,
              rooms: answers.rooms,
              units: answers.units ?? {},
              packageId: answers.packageId,
              carpetSqft: answers.carpetSqft,
              city: answers.city,
            },
            card,
          )
        : null,
    [answers, card],
  );
  const pkg = card.packages.find((p) => p.id === answers.packageId);

  return (
    <div className="grid gap-8" data-ready={loaded ? "true" : undefined}>
      <nav aria-label={m.choose.progress}>
        <ol className="grid grid-cols-4 gap-2 text-xs sm:text-sm">
          {STEPS.map((s, i) => (
            <li key={s.id}>
              <a
                href={routes.estimator(s.id, locale)}
                aria-current={s.id === step ? "step" : undefined}
                className={`block border-t-4 pt-2 ${i <= stepIndex ? "border-teal font-semibold text-teal" : "border-ink/15 text-muted"}`}
              >
                <span className="block">{fill(m.choose.step, { number: i + 1 })}</span>
                {m.steps[s.id]}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {step === "bhk-type" && <BhkStep answers={answers} card={card} m={m} locale={locale} cityNames={cityNames} />}
      {step === "rooms" && <RoomsStep answers={answers} card={card} m={m} locale={locale} />}
      {step === "package" && <PackageStep answers={answers} card={card} m={m} />}
      {step === "package" && result && pkg && <EstimateSummary estimate={result} packageName={pkg.name} m={m} locale={locale} />}
      {step === "package" && (
        <StepNav back="rooms" next={answers.packageId ? "contact" : undefined} nextLabel={m.choose.saveOrShare} m={m} locale={locale} />
      )}
      {step === "package" && result && <EmiPlan amount={result.total} m={m} />}
      {step === "contact" && result && pkg && (
        <>
          <EstimateSummary estimate={result} packageName={pkg.name} m={m} locale={locale} />
          <EmiPlan amount={result.total} m={m} />
          <PrintableEstimate estimate={result} card={card} packageId={pkg.id} homeType={answers.bhkType!} m={m} locale={locale} />
          <ContactStep
            answers={answers}
            card={card}
            areaNames={areaNames}
            text={estimateText(result, `${answers.bhkType}, ${pkg.name}`, m, locale)}
            m={m}
            locale={locale}
          />
        </>
      )}
    </div>
  );
}

/**
 * After a choice that changes the price, brings the estimate into view when it sits below the fold (on a phone the
 * package cards fill the screen, and the new figure would otherwise appear out of sight).
 */
function revealEstimate() {
  requestAnimationFrame(() => {
    const summary = document.querySelector("[data-estimate]");
    if (summary && summary.getBoundingClientRect().top > window.innerHeight * 0.6) summary.scrollIntoView({ block: "start" });
  });
}

function PackageStep({ answers, card, m }: { answers: Answers; card: RateCard; m: EstimatorMessages }) {
  return (
    <fieldset>
      <legend className="font-display text-2xl">{m.choose.packageLegend}</legend>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {card.packages.map((pkg) => (
          <label
            key={pkg.id}
            className="flex cursor-pointer flex-col rounded-2xl border-2 border-ink/10 bg-white p-5 has-[:checked]:border-teal has-[:checked]:bg-teal/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal"
          >
            <span className="flex items-center justify-between">
              <span className="font-display text-2xl">{pkg.name}</span>
              <input
                type="radio"
                name="package"
                value={pkg.id}
                className="h-5 w-5 accent-teal"
                checked={answers.packageId === pkg.id}
                onChange={() => {
                  answersStore.update({ packageId: pkg.id });
                  revealEstimate();
                }}
              />
            </span>
            <span className="mt-1 text-sm text-muted">{pkg.tagline}</span>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {pkg.includes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <span className="mt-3 text-xs text-muted">{fill(m.choose.cabinetRate, { rate: formatInr(card.cabinetRates[pkg.id]) })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface ContactProps {
  answers: Answers;
  card: RateCard;
  areaNames: string[];
  text: string;
  m: EstimatorMessages;
  locale: Locale;
}

function ContactStep({ answers, card, areaNames, text, m: { contact: m }, locale }: ContactProps) {
  const [saved, setSaved] = useState(false);
  const kit = useLeadFormKit({
    locale,
    schema: estimateContactSchemas[locale],
    defaultValues: { name: "", email: "", phone: "", city: "Chennai", area: "" },
    storageKey: "lead:estimate",
    endpoint: routes.api.estimates(),
    failureMessage: m.failure,
  });

  const submit = kit.onSubmit(async (values) => {
    await kit.lead.submit(values, {
      bhkType: answers.bhkType,
      // Ids and counts: the server prices them from the rate card itself.
      rooms: answers.rooms,
      units: card.units.filter((unit) => answers.units?.[unit.id]).map((unit) => unit.id),
      package: answers.packageId,
      carpetSqft: answers.carpetSqft,
      homeCity: answers.city,
      source: leadSource(),
    });
    setSaved(true);
    kit.toast.show({ tone: "success", title: m.savedToast, description: m.savedToastText });
  });

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: "interior-estimate.txt" });
    link.click();
    URL.revokeObjectURL(url);
  };
  const share = async () => {
    if (navigator.share) await navigator.share({ title: m.shareTitle, text }).catch(() => undefined);
    else window.open(whatsappLink(text, ""), "_blank", "noopener");
  };

  return (
    <section aria-labelledby={`${kit.formId}-title`} className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
      <h2 id={`${kit.formId}-title`} className="text-2xl">
        {saved ? m.savedTitle : m.reviewTitle}
      </h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-outline text-teal" onClick={download}>
          {m.download}
        </button>
        <button type="button" className="btn-outline text-teal" onClick={() => void share()}>
          {m.share}
        </button>
        <button type="button" className="btn-outline text-teal" onClick={() => window.print()}>
          {m.print}
        </button>
        <a href={routes.estimator("package", locale)} className="btn-outline text-teal">
          {m.change}
        </a>
      </div>
      {saved ? (
        <p role="status" className="mt-6 text-muted">
          {m.thanks}
        </p>
      ) : (
        <FormShell onSubmit={submit} className="relative mt-6 grid gap-4" aria-label={m.formLabel}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...kit.field("name")} label={m.name} autoComplete="name" />
            <PhoneField {...kit.field("phone")} label={kit.text.fields.phone} />
            <TextField {...kit.field("email")} label={m.email} type="email" autoComplete="email" />
            <TextField {...kit.field("city")} label={m.city} autoComplete="address-level2" />
          </div>
          <TextField
            {...kit.field("area")}
            label={m.area}
            optional={m.optional}
            list={`${kit.formId}-areas`}
            placeholder={m.areaPlaceholder}
          />
          <datalist id={`${kit.formId}-areas`}>
            {areaNames.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <SubmitRow kit={kit} label={m.submit} busyLabel={m.busy} toast={false} />
        </FormShell>
      )}
      <LeadToast kit={kit} />
    </section>
  );
}
