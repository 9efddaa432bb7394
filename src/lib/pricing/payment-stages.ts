import { estimator } from "../../i18n/en/estimator";
import { fill } from "../../i18n/fill";
import { formatInr } from "../format";

/** The stages' words in one language: the `stages` part of the estimator's catalogue section. */
export type StageWords = typeof estimator.stages;

export interface PaymentStage {
  step: number;
  title: string;
  description: string;
  amount: number;
}

/** Booking is 10% of the estimate or this amount, whichever is lower. */
export const BOOKING_CAP = 50_000;

/**
 * Each paid stage's share of the estimate; the balance is what is left. Every page states them through this table:
 * content writes `{stage:booking}`, the catalogues `{share}`, and the page check holds printed percentages to it.
 */
export const STAGE_SHARES = { booking: 0.1, measurement: 0.05, design: 0.35, production: 0.45 } as const;
export type PaidStage = keyof typeof STAGE_SHARES | "balance";

/** A stage's share as printed: "10%"; the balance is what the other stages leave when the booking is not capped. */
export function stagePercent(stage: PaidStage): string {
  const shares: Record<string, number> = STAGE_SHARES;
  const share = stage === "balance" ? 1 - Object.values(STAGE_SHARES).reduce((sum, part) => sum + part, 0) : shares[stage]!;
  return `${Math.round(share * 100)}%`;
}

export const PAID_STAGES = [...Object.keys(STAGE_SHARES), "balance"] as PaidStage[];

/** The booking rule in words, for every page that states it (in English unless given the words of another language). */
export const bookingRule = (words: StageWords = estimator.stages) =>
  fill(words.bookingRule, { cap: formatInr(BOOKING_CAP), share: stagePercent("booking") });
export const BOOKING_RULE = bookingRule();

/** What the last stage is: the balance, 5% of the total unless the booking was capped, when it is more. */
function balanceNote(words: StageWords, total: number, balance: number, capped: boolean): string {
  const share = total ? Math.round((balance / total) * 100) : Number.parseInt(stagePercent("balance"), 10);
  return capped
    ? fill(words.handover.cappedBalance, { share, cap: formatInr(BOOKING_CAP) })
    : fill(words.handover.balance, { share: stagePercent("balance") });
}

const shareOf = (stage: { title: string; description: string }, id: PaidStage) => ({
  title: stage.title,
  description: fill(stage.description, { share: stagePercent(id) }),
});

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * The six payment stages worked out on an amount. Stage 6 is the balance, so
 * the stages always add up to the whole (it is 5% unless the booking was capped).
 */
export function paymentStages(total: number, words: StageWords = estimator.stages): PaymentStage[] {
  const pct = (share: number) => Math.round(total * share);
  const booking = Math.min(pct(STAGE_SHARES.booking), BOOKING_CAP);
  const measurement = pct(STAGE_SHARES.measurement);
  const design = pct(STAGE_SHARES.design);
  const production = pct(STAGE_SHARES.production);
  const balance = total - booking - measurement - design - production;
  return [
    { step: 1, ...words.consultation, amount: 0 },
    {
      step: 2,
      title: words.booking.title,
      description: fill(words.booking.description, { rule: capitalised(bookingRule(words)) }),
      amount: booking,
    },
    { step: 3, ...shareOf(words.measurement, "measurement"), amount: measurement },
    { step: 4, ...shareOf(words.design, "design"), amount: design },
    { step: 5, ...shareOf(words.production, "production"), amount: production },
    {
      step: 6,
      title: words.handover.title,
      description: balanceNote(words, total, balance, booking < pct(STAGE_SHARES.booking)),
      amount: balance,
    },
  ];
}
