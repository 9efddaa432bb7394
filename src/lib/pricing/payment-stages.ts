import { formatInr } from "../format";

export interface PaymentStage {
  step: number;
  title: string;
  description: string;
  amount: number;
}

/** Booking is 10% of the estimate or this amount, whichever is lower. */
export const BOOKING_CAP = 50_000;

/** The booking rule in words, for every page that states it. */
export const BOOKING_RULE = `10% of the estimate or ${formatInr(BOOKING_CAP)}, whichever is lower`;

/** What the last stage is: the balance, 5% of the total unless the booking was capped, when it is more. */
function balanceNote(total: number, balance: number, capped: boolean): string {
  const share = total ? Math.round((balance / total) * 100) : 5;
  return capped
    ? `The balance on completion: about ${share}% of this estimate, because the booking was capped at ${formatInr(BOOKING_CAP)}.`
    : "The balance on completion: 5% of this estimate.";
}

/**
 * The six payment stages worked out on an amount. Stage 6 is the balance, so
 * the stages always add up to the whole (it is 5% unless the booking was capped).
 */
export function paymentStages(total: number): PaymentStage[] {
  const pct = (share: number) => Math.round(total * share);
  const booking = Math.min(pct(0.1), BOOKING_CAP);
  const measurement = pct(0.05);
  const design = pct(0.35);
  const production = pct(0.45);
  const balance = total - booking - measurement - design - production;
  return [
    {
      step: 1,
      title: "Design Consultation",
      description: "Share your ideas and floor plan, get 3D designs and an instant quote.",
      amount: 0,
    },
    { step: 2, title: "Book Your Order", description: `${BOOKING_RULE.charAt(0).toUpperCase()}${BOOKING_RULE.slice(1)}.`, amount: booking },
    { step: 3, title: "Site Measurement", description: "5% of the BOQ value.", amount: measurement },
    { step: 4, title: "Finalise Your Design", description: "35% of the BOQ value once materials and finishes are chosen.", amount: design },
    { step: 5, title: "Start Production", description: "45% at materials delivery.", amount: production },
    {
      step: 6,
      title: "Installation & Handover",
      description: balanceNote(total, balance, booking < pct(0.1)),
      amount: balance,
    },
  ];
}
