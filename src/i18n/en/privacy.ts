import { site } from "../../config/site";

/** The e-mails of the privacy work (src/server/privacy/): the retention pass's warning. */
export const privacy = {
  /** The one e-mail a visitor gets for each lead they send (src/server/privacy/receipt.ts). */
  receipt: {
    subject: `We have your enquiry – ${site.brand}`,
    greeting: "Hello {name},",
    greetingNoName: "Hello,",
    intro: "Thank you for writing to us. This is what you sent:",
    promise: "A designer will call you by {promise}.",
    privacy:
      "We use your details only to answer your enquiry, and we never sell or share them with other firms. We keep them {months} months after our last contact, or until you ask us to delete them.",
    link: "Your private page shows your enquiry and lets you choose how we contact you, stop us contacting you, download your data or delete it:",
    linkNote: "Keep this link to yourself: anyone with it can see your enquiry.",
  },
  retentionWarning: {
    subject: `Your enquiry with ${site.brand} will be deleted on {date}`,
    greeting: "Hello {name},",
    /** When the enquiry has no name. */
    greetingNoName: "Hello,",
    body: [
      "We keep an enquiry {months} months after our last contact. We have not been in touch since {last}, so on {date} we will delete everything you sent us: your details, messages, estimates, chats and bookings.",
      "",
      "If you would still like our help, call us on {phone} before then: a call we take keeps your enquiry.",
      "",
      `${site.brand}`,
    ].join("\n"),
  },
};
