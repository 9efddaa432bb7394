import { site } from "../../config/site";

/** What every page carries: header, footer, the phone action bar, the location block, the language switcher. */
export const layout = {
  meta: {
    tagline: site.tagline,
    hours: site.hours.label,
    location: site.locationText,
    shareImageAlt: `${site.brand} – ${site.tagline}`,
  },
  nav: {
    home: "Home",
    services: "Services",
    projects: "Projects",
    estimator: "Price Estimator",
    about: "About",
    contact: "Contact",
  },
  header: {
    skip: "Skip to content",
    homeLabel: `${site.brand} home`,
    menu: "Menu",
    mainNav: "Main",
    mobileNav: "Mobile",
    consultation: "Free Consultation",
    bookConsultation: "Book Free Consultation",
    whatsapp: "WhatsApp",
  },
  language: {
    switchLabel: "Read this page in Tamil",
    nearestLabel: "This page is not in Tamil yet: go to the nearest page in Tamil",
    /** Marks a link to a page that has no edition in the page's language. */
    englishOnly: "in English",
  },
  footer: {
    promise: "Free design consultation, 10-year warranty and two free AMCs.",
    visit: "Visit us",
    directions: "Get directions",
    talk: "Talk to us",
    whatsapp: "WhatsApp us",
    explore: "Explore",
    locations: "Locations",
    sitemap: "Sitemap",
    privacy: "Privacy Policy",
    cookies: "Cookie settings",
    rights: "© {year} {brand}. All rights reserved.",
    prices: "Prices on this site: {gst}",
  },
  actionBar: {
    label: "Call, WhatsApp or book",
    call: "Call",
    whatsapp: "WhatsApp",
    book: "Book",
    homePage: "Home",
  },
  locations: {
    title: "Interior Design Services in Tamil Nadu & Bangalore",
    link: "Interior Designers in {place}",
    all: "View All Locations",
  },
  breadcrumb: "Breadcrumb",
  whatsapp: {
    designer: "Hello {brand}, I would like to talk to a designer.",
    fromPage: 'Hello {brand}, I am on your page "{page}" and would like to talk to a designer.',
  },
};
