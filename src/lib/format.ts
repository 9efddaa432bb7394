/** Rupees with Indian digit grouping: 650000 → "₹6,50,000". */
export function formatInr(amount: number): string {
  return `₹${Math.round(amount).toLocaleString("en-IN")}`;
}
