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

/** The booking rule in words, for every page that states it (in English unless given the words of another language). */
export const bookingRule = (words: StageWords = estimator.stages) => fill(words.bookingRule, { cap: formatInr(BOOKING_CAP) });
export const BOOKING_RULE = bookingRule();

/** What the last stage is: the balance, 5% of the total unless the booking was capped, when it is more. */
function balanceNote(words: StageWords, total: number, balance: number, capped: boolean): string {
  const share = total ? Math.round((balance / total) * 100) : 5;
  return capped ? fill(words.handover.cappedBalance, { share, cap: formatInr(BOOKING_CAP) }) : words.handover.balance;
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * The six payment stages worked out on an amount. Stage 6 is the balance, so
 * the stages always add up to the whole (it is 5% unless the booking was capped).
 */
export function paymentStages(total: number, words: StageWords = estimator.stages): PaymentStage[] {
  const pct = (share: number) => Math.round(total * share);
  const booking = Math.min(pct(0.1), BOOKING_CAP);
  const measurement = pct(0.05);
  const design = pct(0.35);
  const production = pct(0.45);
  const balance = total - booking - measurement - design - production;
  return [
    { step: 1, ...words.consultation, amount: 0 },
    {
      step: 2,
      title: words.booking.title,
      description: fill(words.booking.description, { rule: capitalised(bookingRule(words)) }),
      amount: booking,
    },
    { step: 3, ...words.measurement, amount: measurement },
    { step: 4, ...words.design, amount: design },
    { step: 5, ...words.production, amount: production },
    { step: 6, title: words.handover.title, description: balanceNote(words, total, balance, booking < pct(0.1)), amount: balance },
  ];
}
