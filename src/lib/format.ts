/** Rupees with Indian digit grouping: 650000 → "₹6,50,000". */
export function formatInr(amount: number): string {
  return `₹${Math.round(amount).toLocaleString("en-IN")}`;
}

const INDIA_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day in India (YYYY-MM-DD) at `date`: the studio's days, wherever the server runs. */
export function indiaDay(date: Date): string {
  return INDIA_DAY.format(date);
}
