import { site } from "../../config/site";

/** The advertising landing page, its thank-you page and their bare layout (no site navigation). */
export const landing = {
  layout: {
    call: "Call {phone}",
    privacy: "Privacy Policy",
  },
  kitchen: {
    title: "Modular Kitchens in Chennai from {price}",
    description:
      "Factory-made modular kitchens with a 10-year warranty, installed in 4 to 6 weeks. Book a free design consultation in Chennai.",
    headline: "Your modular kitchen, designed free and installed in 4–6 weeks",
    subhead: "Factory-finished kitchens from {price}, made for Chennai's humidity, with a flat 10-year warranty.",
    points: ["Free 3D design and instant quote", "BWP plywood and soft-close hardware", "Two free Annual Maintenance Contracts"],
  },
  formTitle: "Get your free design consultation",
  thankYou: {
    title: "Thanks for Your Enquiry",
    description: `Thank you for your interest in ${site.brand}. A designer will call you within 24 hours.`,
    heading: "Thank you!",
    callback: "A designer will call you within 24 hours to plan your free consultation.",
    talkNow: "Want to talk now? Call",
  },
};
