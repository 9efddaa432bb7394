import { site } from "../../config/site";

/** The e-mails of the privacy work (src/server/privacy/): the retention pass's warning. */
export const privacy = {
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
