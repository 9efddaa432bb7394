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
    /** The itemised list, made from the data map (src/lib/privacy/data-map.ts): one paragraph per item. */
    map: {
      what: "What:",
      why: "Why:",
      to: "Who receives it:",
      kept: "How long we keep it:",
      items: {
        forms: {
          label: "Consultation, contact and landing-page forms",
          purpose: "to call or write to you about your enquiry and to arrange a design consultation.",
        },
        estimator: { label: "Price estimator", purpose: "to prepare your estimate and discuss it with you." },
        chat: {
          label: "Chat assistant",
          purpose:
            "to answer your questions and, once you give your number, to call you back. The conversation is kept against a random visitor identifier stored in your browser so you can continue where you left off. When an AI provider is enabled, only your question and passages of our own website content are sent to it, nothing else about you.",
        },
        booking: { label: "Booked consultations", purpose: "to hold your appointment, remind you of it and meet you." },
        whatsapp: {
          label: "WhatsApp",
          purpose:
            'when you tick "Send my confirmation on WhatsApp" on a form, we send your confirmation and booking reminders there (your first name, what you asked for, when we will call, and your private link). When you write to us on WhatsApp, we keep your number, the name your WhatsApp shows, your messages and, if you came from one of our ads, which ad, to reply and look after your enquiry. If you write "stop", we send you nothing more there.',
        },
        source: {
          label: "Where your visit came from",
          purpose:
            "to know which pages and campaigns bring enquiries. On the first page you open in a browser tab, your browser keeps in its session storage (not a cookie) the page you arrived on (its path only), the name of the website that sent you, and the campaign tags and ad-click identifiers in the link you followed ({tags}); they come to us only with a form, the chat or a booking you send. Closing the tab clears them.",
        },
        enquiry: {
          label: "Your enquiry",
          purpose:
            "everything you send us is joined into one enquiry, so that one designer looks after you; our staff add notes of their calls.",
        },
        email: {
          label: "E-mails and WhatsApp messages we send",
          purpose:
            "the messages about your enquiry and booking that we send you, and the alerts our staff receive, while they are being delivered.",
        },
        staff: {
          label: "Our staff's accounts",
          purpose: "to sign our staff in to the enquiry screens securely; the password is stored only as a one-way hash.",
        },
      },
      fields: {
        name: "name",
        phone: "phone number",
        email: "e-mail address",
        service: "the service you want",
        message: "your message",
        city: "city",
        area: "locality",
        address: "address for a site visit",
        home: "home size, rooms and package",
        appointment: "appointment time",
        chatAnswers: "your answers in the chat (how you heard of us, timeline, questions)",
        transcript: "the conversation",
        visitorId: "a random visitor identifier",
        visitSource: "where your visit came from",
        language: "the language of the page",
        preferences: "how you want to be contacted, when to call, and in which language",
        consent: "which version of this notice you were shown, on which form, and when",
        staffNotes: "our staff's notes",
        sentMessages: "the e-mails' contents",
        username: "user name",
        password: "password (hashed)",
        staffEmail: "work e-mail address",
        staffPhone: "WhatsApp number for alerts, when the staff member gives one",
        signIn: "the IP address and browser of each sign-in",
      },
      recipients: {
        staff: "our design and sales staff",
        "email-provider": "our e-mail delivery provider",
        whatsapp: "WhatsApp (Meta), only for the messages you ask for there or send us",
        "ai-endpoint": "the AI provider, when enabled (your question only)",
        none: "nobody else",
      },
      retention: {
        enquiry:
          "until you ask us to delete it, or {months} months after our last contact with you if it does not become a project (we e-mail you {hours} hours before)",
        session: "until the staff member signs out or the sign-in expires",
        account: "while the account exists",
        suppression:
          'if you write "stop", your number alone, for as long as you want no WhatsApp messages from us, even after the rest is deleted',
      },
    },
    /** Not stored by the site: the browser's pixel and the host's logs. */
    collect: {
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
      "By submitting a form or chat you consent to us processing the data you provide for the purpose stated above. You may withdraw consent at any time, in one tap on the private page of your enquiry (its link is in the confirmation we send you: choose “{stop}” or “{erase}”), or by writing to",
    consentAfter: "; withdrawal does not affect processing already done.",
    recipientsTitle: "Who receives your data",
    recipients:
      "Our design and sales staff, and service providers who process data for us under contract: website and database hosting, email delivery and, where enabled, the AI and advertising providers described above. We do not sell your personal data.",
    retentionTitle: "How long we keep it",
    retention:
      "Enquiries that do not become projects are deleted {months} months after our last contact with you; if we have your e-mail address, we write to you {hours} hours before. Project records are kept for the warranty period and as required by tax law.",
    rightsTitle: "Your rights",
    rightsBefore:
      "Under the DPDP Act you may ask for a summary of the personal data we hold about you, ask us to correct, complete, update or erase it, nominate a person to exercise your rights in case of death or incapacity, and have a grievance redressed. Write to our Grievance Officer, {officer}, at",
    rightsAfter:
      " or {address}. We reply within {days} days. If you are not satisfied, you may complain to the Data Protection Board of India.",
    securityTitle: "Security",
    security:
      "Data travels over HTTPS, is stored in access-controlled databases, and only staff who need it can see it. If a personal data breach occurs, we will inform the Data Protection Board and the people affected as the Act requires.",
    childrenTitle: "Children",
    children: "Our services are for adults. We do not knowingly collect data from anyone under 18.",
    changesTitle: "Changes",
    changes: "We will post any change to this notice on this page with a new date.",
    version: "Notice version: {version}",
  },
};
