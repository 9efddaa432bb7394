/** A first touch as the page script records it for a visitor from a Google ad for the Adyar page: every field valid. */
export const adyarFromGoogle = {
  landingPage: "/interior-designers-adyar",
  referrer: "www.google.com",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "adyar-kitchens",
  gclid: "EAIaIQobChMI-abc_123",
};
