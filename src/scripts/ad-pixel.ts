/**
 * The advertising pixel (a page-view event; the script starts 100 ms after
 * it is added), loaded only with the visitor's consent and only once
 * the page is interactive.
 */
export const CONSENT_KEY = "consent:ads";
export const PIXEL_START_DELAY_MS = 100;

export type Consent = "granted" | "denied" | null;

export function readConsent(storage: Pick<Storage, "getItem"> = localStorage): Consent {
  try {
    const value = storage.getItem(CONSENT_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

export function shouldLoadPixel(pixelId: string | undefined, consent: Consent): boolean {
  return Boolean(pixelId) && consent === "granted";
}

type Fbq = ((...args: unknown[]) => void) & { queue: unknown[][]; loaded?: boolean };

/** Queues the page view at once; the library that sends it is added 100 ms later. */
export function startPixel(pixelId: string): void {
  const w = window as unknown as { fbq?: Fbq };
  if (w.fbq) return;
  const fbq = ((...args: unknown[]) => void fbq.queue.push(args)) as Fbq;
  fbq.queue = [];
  w.fbq = fbq;
  fbq("init", pixelId);
  fbq("track", "PageView");
  window.setTimeout(() => {
    const script = document.createElement("script");
    script.async = true;
    script.src = "https://connect.facebook.net/en_US/fbevents.js";
    document.head.append(script);
  }, PIXEL_START_DELAY_MS);
}

export function initAdConsent(pixelId: string): void {
  const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
  const decide = (choice: Exclude<Consent, null>) => {
    try {
      localStorage.setItem(CONSENT_KEY, choice);
    } catch {
      // Without storage the choice lasts for this page.
    }
    if (banner) banner.hidden = true;
    if (shouldLoadPixel(pixelId, choice)) startPixel(pixelId);
  };
  banner?.querySelector("[data-consent-allow]")?.addEventListener("click", () => decide("granted"));
  banner?.querySelector("[data-consent-deny]")?.addEventListener("click", () => decide("denied"));
  document.querySelectorAll("[data-consent-settings]").forEach((link) =>
    link.addEventListener("click", () => {
      if (banner) banner.hidden = false;
    }),
  );

  const consent = readConsent();
  if (consent === null && banner) banner.hidden = false;
  // After the page is interactive, never on the critical path.
  const whenIdle = (task: () => void) => ("requestIdleCallback" in window ? requestIdleCallback(task) : setTimeout(task, 1));
  if (shouldLoadPixel(pixelId, consent)) {
    if (document.readyState === "complete") whenIdle(() => startPixel(pixelId));
    else addEventListener("load", () => whenIdle(() => startPixel(pixelId)), { once: true });
  }
}
