import { onTestFinished, vi } from "vitest";

/**
 * Starts the test's clock (Date only; timers stay real) one second into a fresh fixed window of the limiter, and lets
 * it run on from there. The limiters count in windows fixed to the clock (src/server/rate-limit.ts), so a test that
 * counts hits would otherwise see its count restart when a slow run crosses a window's end.
 */
export function inFreshLimiterWindow(windowSeconds: number): void {
  const windowMs = windowSeconds * 1000;
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true, now: (Math.floor(Date.now() / windowMs) + 1) * windowMs + 1000 });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
