import { site } from "../../config/site";

/** The studio's own pages: about, contact, thank-you, not found and the locations directory. */
export const pages = {
  about: {
    title: "About Our Studio",
    description: `${site.brand} is a Chennai interior-design studio: designers, a factory and installation teams for modular kitchens and complete homes.`,
    crumb: "About",
    heading: "Designing homes that work as well as they look",
    intro:
      "We are a team of interior designers, engineers and craftsmen in Chennai. We design every home in 3D around the family that lives in it, build the modules in our own factory and install them with our own people — so one team answers for the whole job.",
    promisesTitle: "What we promise",
    promises: {
      pricing: { title: "Open pricing", text: "An itemised quote before you pay anything, and no concealed expenses later." },
      factory: {
        title: "Made in our factory",
        text: "Precision-cut modules with edge banding and quality checks, not carpentry on site.",
      },
      warranty: { title: "10-year warranty", text: "A flat warranty at zero depreciation, plus two free Annual Maintenance Contracts." },
      onTime: { title: "On time", text: "Modular kitchens in 4 to 6 weeks and complete homes in 8 to 12 weeks." },
    },
    designersTitle: "The designers who will plan your home",
    designersText:
      "Each home has one designer from the first visit to the handover. The one nearest you calls back after a consultation request.",
    /** A designer's centre, named by its locality. */
    centreName: "{locality} centre",
    centresTitle: "Visit an experience centre",
    centresText: "Touch the materials, open the drawers and see the finishes in daylight. Open {hours}.",
  },
  contact: {
    title: "Contact Us & Book a Free Consultation",
    description: `Call, email or visit ${site.brand} in Adyar, Chennai, or book a free interior design consultation online. Open {hours}.`,
    crumb: "Contact",
    eyebrow: "Contact",
    heading: "Let's design your home together",
    call: "Call or WhatsApp",
    email: "Email",
    emailReply: "We reply within one working day.",
    centre: "Experience centre",
    directions: "Get directions",
    centresLabel: "Experience centres",
    centresTitle: "Our experience centres",
    centreLink: "{locality}: address, hours, parking and directions",
    writeTitle: "Write to us",
    writeText:
      "A question about materials, an ongoing project or a visit to an experience centre? Send us a message and the right person will reply within one working day.",
  },
  thankYou: {
    title: "Thank You",
    description: `Thank you for contacting ${site.brand}. Our design team will call you within 24 hours.`,
    eyebrow: "Request received",
    heading: "Thank you!",
    callback: "Our team will contact you within 24 hours to confirm your consultation.",
    sooner: "Need us sooner? Call",
    pickTime: "Rather not wait for our call? Pick a time for your consultation now.",
    pickTimeButton: "Pick a Time",
    projects: "See Our Projects",
    home: "Back to Home",
  },
  notFound: {
    /** The whole title: the not-found page keeps its own format rather than the usual "Page | brand". */
    title: `not-found | ${site.brand}`,
    description: "We're sorry, the page you're looking for doesn't exist or has been moved.",
    heading: "Page Not Found",
    sorry: "We're sorry, the page you're looking for doesn't exist or has been moved.",
    guide: "Let us guide you back to our interior designs.",
    home: "Return to Homepage",
    contact: "Contact Support",
  },
  locations: {
    title: "Locations We Serve",
    description:
      "Interior designers across {cities} cities and {areas} Chennai neighbourhoods: find your locality, nearby projects and the nearest experience centre.",
    crumb: "Locations",
    heading: "Locations we serve",
    intro:
      "Design consultations at our Chennai experience centres or at your home, with installation teams across Tamil Nadu and Bangalore.",
    neighbourhoods: "Chennai neighbourhoods",
  },
};
