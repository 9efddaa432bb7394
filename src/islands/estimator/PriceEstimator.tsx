import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { fill } from "../../i18n/fill";
import type { Locale } from "../../i18n/locales";
import { formatInr } from "../../lib/format";
import { estimateContactForm } from "../../lib/forms/estimate";
import { estimate as priceHome, estimateSpread } from "../../lib/pricing/estimate";
import type { RateCard } from "../../lib/pricing/rate-card";
import { visitSource } from "../../scripts/visit-source";
import { whatsappLink } from "../../lib/whatsapp";
import { FormShell } from "../forms/FormShell";
import { LeadFields } from "../forms/LeadFields";
import { LeadToast, SubmitRow } from "../lead/SubmitRow";
import { PromiseNote } from "../lead/SentNotice";
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

/** Where the visitor came from, as staff read it beside the estimate: the first touch's campaign, else its site. */
function leadSource(): string | undefined {
  const first = visitSource()?.first;
  return first?.utm_source ?? first?.referrer;
}

export default function PriceEstimator({ step, card, areaNames, cityNames, locale }: Props) {
  const m = useMemo(() => estimatorMessages(locale, card.gstIncluded), [locale, card.gstIncluded]);
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
  const spread = estimateSpread(answers, card);

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
      {step === "package" && result && pkg && (
        <EstimateSummary estimate={result} spread={spread} packageName={pkg.name} m={m} locale={locale} />
      )}
      {step === "package" && (
        <StepNav back="rooms" next={answers.packageId ? "contact" : undefined} nextLabel={m.choose.saveOrShare} m={m} locale={locale} />
      )}
      {step === "package" && result && <EmiPlan amount={result.total} m={m} />}
      {step === "contact" && result && pkg && (
        <>
          <EstimateSummary estimate={result} spread={spread} packageName={pkg.name} m={m} locale={locale} />
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
          // The card is a box with a label in it: a list may not sit inside a <label>. The label's ::after stretches over
          // the whole card, so a tap anywhere on it still chooses the package (the name and the button stay above it, to be
          // hit themselves); the rest describes the choice.
          <div
            key={pkg.id}
            className="relative flex flex-col rounded-2xl border-2 border-ink/10 bg-white p-5 has-[:checked]:border-teal has-[:checked]:bg-teal/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal"
          >
            <label className="flex cursor-pointer items-center justify-between after:absolute after:inset-0 after:content-['']">
              <span className="relative z-[1] font-display text-2xl">{pkg.name}</span>
              <input
                type="radio"
                name="package"
                value={pkg.id}
                className="relative z-[1] h-5 w-5 accent-teal"
                aria-describedby={`package-${pkg.id}-about`}
                checked={answers.packageId === pkg.id}
                onChange={() => {
                  answersStore.update({ packageId: pkg.id });
                  revealEstimate();
                }}
              />
            </label>
            <div id={`package-${pkg.id}-about`} className="flex flex-1 flex-col">
              <p className="mt-1 text-sm text-muted">{pkg.tagline}</p>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
                {pkg.includes.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className="mt-3 text-xs text-muted">{fill(m.choose.cabinetRate, { rate: formatInr(card.cabinetRates[pkg.id]) })}</p>
            </div>
          </div>
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
  // Once saved: the time by which a designer will call, from the server's answer ("" when it gave none).
  const [saved, setSaved] = useState<string | null>(null);
  const kit = useLeadFormKit(estimateContactForm, { locale, failureMessage: m.failure, noticeForm: "estimator" });

  const submit = kit.onSubmit(async (values) => {
    const response = await kit.lead.submit(values, {
      bhkType: answers.bhkType,
      // Ids and counts: the server prices them from the rate card itself.
      rooms: answers.rooms,
      units: card.units.filter((unit) => answers.units?.[unit.id]).map((unit) => unit.id),
      package: answers.packageId,
      carpetSqft: answers.carpetSqft,
      homeCity: answers.city,
      source: leadSource(),
    });
    setSaved(((await response.json()) as { promise?: string }).promise ?? "");
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
        {saved !== null ? m.savedTitle : m.reviewTitle}
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
      {saved !== null ? (
        <div role="status" className="mt-6 text-muted">
          <p>{m.thanks}</p>
          <PromiseNote promise={saved || undefined} text={kit.text.promise.call} locale={locale} />
        </div>
      ) : (
        <FormShell onSubmit={submit} className="relative mt-6 grid gap-4" aria-label={m.formLabel}>
          <LeadFields fields={estimateContactForm.typed} field={kit.field} m={kit.text} extra={{ area: { list: `${kit.formId}-areas` } }} />
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
