import { site } from "../../config/site";

/**
 * The privacy notice. Each language's notice is complete in itself: India's data-protection rules expect the notice
 * in the visitor's language. A paragraph with a link in it is split into the words before and after the link.
 */
export const legal = {
  privacy: {
    title: "Privacy Policy",
    description: `How ${site.brand} collects, uses and protects your personal data under India's Digital Personal Data Protection Act, 2023.`,
    heading: "Privacy Policy",
    updated: "Last updated: {date}",
    intro: `${site.brand} ("we", "us") is the Data Fiduciary for the personal data you share on this website. This notice explains, in line with the Digital Personal Data Protection Act, 2023 (DPDP Act), what we collect, why, how long we keep it and the rights you have.`,
    collectTitle: "What we collect and why",
    collect: {
      forms: {
        label: "Consultation, contact and landing-page forms:",
        text: "your name, email address, phone number, the service you are interested in and any message you write. We use them only to call or write to you about your enquiry and to arrange a design consultation.",
      },
      estimator: {
        label: "Price estimator:",
        text: "your name, email, phone, home size (BHK), rooms, chosen package, city and locality, and how you found us (for example a campaign tag in the link or the site that referred you). We use them to prepare and discuss your estimate.",
      },
      chat: {
        label: "Chat assistant:",
        text: "the answers you give in the chat (name, phone, how you heard of us, service, timeline, questions) and the conversation itself, kept against a random visitor identifier stored in your browser so you can continue where you left off. Questions you ask the assistant may be answered from our own website content; when an AI provider is enabled, your question and relevant passages of our content are sent to that provider to generate the answer, and nothing else about you.",
      },
      source: {
        label: "Where your visit came from:",
        text: "on the first page you open in a browser tab, your browser keeps, in its session storage (not a cookie, and sent nowhere else), the page you arrived on (its path, without the rest of the address), the name of the website that sent you, and the campaign tags and ad-click identifiers in the link you followed ({tags}); a later arrival from another website or campaign is kept beside the first. Only when you send a form, the chat or a booking do they come to us with it, so that we know which pages and campaigns bring enquiries. Closing the tab clears them.",
      },
      pixel: {
        label: "Advertising pixel:",
        text: "if you allow marketing cookies, a social-media advertising pixel (Meta Pixel) records that you viewed our pages so that we can measure our advertising and show our ads to people like you. It is not loaded until you choose to allow it, and you can withdraw that choice at any time.",
      },
      technical: {
        label: "Technical data:",
        text: "our hosting provider keeps short-lived server logs (IP address, browser, pages requested) to keep the site secure and to limit abuse of the forms.",
      },
    },
    consentTitle: "Your consent",
    consentBefore:
      "By submitting a form or chat you consent to us processing the data you provide for the purpose stated above. You may withdraw consent at any time by writing to",
    consentAfter: "; withdrawal does not affect processing already done.",
    recipientsTitle: "Who receives your data",
    recipients:
      "Our design and sales staff, and service providers who process data for us under contract: website and database hosting, email delivery and, where enabled, the AI and advertising providers described above. We do not sell your personal data.",
    retentionTitle: "How long we keep it",
    retention:
      "Enquiries that do not become projects are deleted within 24 months of our last contact with you. Project records are kept for the warranty period and as required by tax law.",
    rightsTitle: "Your rights",
    rightsBefore:
      "Under the DPDP Act you may ask for a summary of the personal data we hold about you, ask us to correct, complete, update or erase it, nominate a person to exercise your rights in case of death or incapacity, and have a grievance redressed. Write to our Grievance Officer at",
    rightsAfter:
      " or {address}. We reply within 30 days. If you are not satisfied, you may complain to the Data Protection Board of India.",
    securityTitle: "Security",
    security:
      "Data travels over HTTPS, is stored in access-controlled databases, and only staff who need it can see it. If a personal data breach occurs, we will inform the Data Protection Board and the people affected as the Act requires.",
    childrenTitle: "Children",
    children: "Our services are for adults. We do not knowingly collect data from anyone under 18.",
    changesTitle: "Changes",
    changes: "We will post any change to this notice on this page with a new date.",
  },
};
