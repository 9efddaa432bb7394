import { hoursLabel } from "../../config/hours";
import { site } from "../../config/site";
import type { Messages } from "../messages";

export const layout: Messages["layout"] = {
  meta: {
    tagline: "சென்னையில் மாடுலர் கிச்சன் & இன்டீரியர்",
    hours: hoursLabel(site.hours, "ta"),
    location: "சென்னை, தமிழ்நாடு",
    shareImageAlt: `${site.brand} – சென்னையில் மாடுலர் கிச்சன் & இன்டீரியர்`,
  },
  nav: {
    home: "முகப்பு",
    services: "சேவைகள்",
    projects: "எங்கள் பணிகள்",
    estimator: "விலை மதிப்பீடு",
    about: "எங்களைப் பற்றி",
    contact: "தொடர்புக்கு",
  },
  header: {
    skip: "உள்ளடக்கத்துக்குச் செல்ல",
    homeLabel: `${site.brand} முகப்புப் பக்கம்`,
    menu: "மெனு",
    mainNav: "முதன்மை",
    mobileNav: "மொபைல் மெனு",
    consultation: "இலவச ஆலோசனை",
    bookConsultation: "இலவச ஆலோசனைக்கு முன்பதிவு",
    whatsapp: "WhatsApp",
  },
  language: {
    switchLabel: "இந்தப் பக்கத்தை ஆங்கிலத்தில் படிக்க",
    nearestLabel: "இந்தப் பக்கம் ஆங்கிலத்தில் இல்லை: அதற்கு நெருக்கமான ஆங்கிலப் பக்கத்துக்குச் செல்ல",
    englishOnly: "ஆங்கிலத்தில்",
  },
  footer: {
    promise: "இலவச டிசைன் ஆலோசனை, 10 ஆண்டு வாரண்டி, இரண்டு இலவச AMC சேவைகள்.",
    visit: "எங்களை நேரில் சந்திக்க",
    directions: "வழி காட்ட",
    talk: "எங்களுடன் பேச",
    whatsapp: "WhatsApp-ல் தொடர்புகொள்ள",
    explore: "மேலும் பார்க்க",
    locations: "நாங்கள் பணியாற்றும் இடங்கள்",
    sitemap: "தள வரைபடம்",
    privacy: "தனியுரிமைக் கொள்கை",
    cookies: "குக்கீ அமைப்புகள்",
    rights: "© {year} {brand}. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.",
    prices: "இந்தத் தளத்தின் விலைகள்: {gst}",
  },
  actionBar: {
    label: "அழைக்க, WhatsApp அல்லது முன்பதிவு",
    call: "அழைக்க",
    whatsapp: "WhatsApp",
    book: "முன்பதிவு",
    homePage: "முகப்பு",
  },
  locations: {
    title: "தமிழ்நாடு & பெங்களூருவில் இன்டீரியர் டிசைன் சேவைகள்",
    link: "{place} இன்டீரியர் டிசைனர்கள்",
    all: "அனைத்து இடங்களையும் பார்க்க",
  },
  breadcrumb: "வழித்தடம்",
  whatsapp: {
    designer: "வணக்கம் {brand}, உங்கள் டிசைனருடன் பேச விரும்புகிறேன்.",
    fromPage: 'வணக்கம் {brand}, உங்கள் இணையதளத்தில் "{page}" பக்கத்தைப் பார்த்தேன். ஒரு டிசைனருடன் பேச விரும்புகிறேன்.',
  },
};
