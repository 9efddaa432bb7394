/**
 * The lead forms (consultation, contact, the popup, the estimator's contact step, the chat's lead fields) and the
 * server's answers to them. The validation messages are the forms' agreed English texts: keep them word for word.
 */
import type { ServiceId } from "../../lib/services";

export const forms = {
  fields: {
    fullName: "Full name",
    name: "Name",
    email: "Email",
    phone: "Phone",
    service: "Service",
    subject: "Subject",
    message: "Message",
    city: "City",
    area: "Area",
    /** The unticked box of every lead form and the booking ({brand}: the studio's name). */
    whatsappReceipts: "Send my confirmation on WhatsApp from {brand}",
    /** Shown after the label of a field that may stay empty. */
    optional: "(optional)",
    /** A problem with the form as a whole rather than one field. */
    form: "Form",
  },
  placeholders: {
    name: "Your name",
    email: "you@example.com",
    service: "Select a service",
    message: "Tell us about your home",
    area: "e.g. Velachery",
  },
  /** The services a lead form offers, by their stored value. */
  services: {
    "modular-kitchen": "Modular Kitchen",
    "false-ceiling-designs": "False Ceiling Designs",
    "storage-wardrobe": "Storage & Wardrobe",
    "crockery-units": "Crockery Units",
    "space-saving-furniture": "Space Saving Furniture",
    "study-tables": "Study Tables",
    "tv-units": "TV Units",
    "bedroom-design": "Bedroom Design",
    "living-room": "Living Room",
    bathroom: "Bathroom",
    "home-office": "Home Office",
    "full-home-design": "Full Home Design",
  } satisfies Record<ServiceId, string>,
  validation: {
    /** The names fields go by inside the messages below. */
    labels: {
      name: "Name",
      email: "Email",
      phone: "Phone number",
      subject: "Subject",
      message: "Message",
      city: "City",
      area: "Area",
      source: "Source",
      questions: "Questions",
    },
    tooLong: "{label} must be at most {max} characters",
    badCharacters: "{label} contains characters we cannot accept",
    oneLine: "{label} must be on one line",
    required: "{label} is required",
    nameTooShort: "Name must be at least 3 characters",
    email: "Please enter a valid email address",
    phone: "Phone number must be at least 10 digits",
    mobile: "Please enter a 10-digit Indian mobile number, e.g. {example}",
    service: "Please select a service",
    messageTooShort: "Message must be at least 10 characters",
    city: "Please enter your city",
    homeType: "Please choose your home type",
    rooms: "Please choose at least one room",
    tooManyRooms: "Please choose at most {max} rooms",
    package: "Please choose a package",
  },
  consultation: {
    formLabel: "Book a free consultation",
    submit: "Book Consultation",
    busy: "Processing...",
    failed: "Failed to book consultation. Please try again.",
    bookedTitle: "Consultation Booked",
    bookedText: "We'll contact you shortly to confirm your consultation.",
    thanksTitle: "Thank You!",
    thanksText: "Your consultation request has been submitted successfully.",
    thanksNext: "Our team will contact you within 24 hours to confirm your consultation.",
    whatsapp: "Open in WhatsApp",
    again: "Book Another Consultation",
  },
  contact: {
    formLabel: "Send us a message",
    submit: "Send Message",
    busy: "Sending...",
    failed: "Failed to send your message. Please try again.",
    sentTitle: "Message sent",
    sentText: "Thank you for writing to us. We reply within one working day.",
    again: "Send another message",
  },
  popup: {
    close: "Close",
    eyebrow: "Free, no obligation",
    title: "Get a free design consultation",
    text: "A designer calls you within 24 hours, with 3D designs and an instant quote for your home.",
  },
  /** The time by which the studio will answer a lead, beside the thank-you texts; {when} is the day and time. */
  promise: {
    call: "A designer will call you by {when}.",
    reply: "We will get back to you by {when}.",
  },
  submission: {
    retrying: "We couldn't reach our server. Your details are saved on this device and we'll keep trying automatically.",
    /** Shown once a send has taken too long: the button is free again, and the visitor knows what happens next. */
    keptTitle: "Not sent yet, but not lost",
    kept: "Our server is not answering. Your details are kept on this device and will be sent as soon as it answers: while this page is open, or when you next open this form. Meanwhile, call us on",
    errorTitle: "Error",
    /** The hidden bot trap's label: people never see it, screen readers skip it. */
    honeypot: "Leave this empty",
  },
  toast: {
    region: "Notifications (F8)",
    dismiss: "Dismiss notification",
  },
  /** The server's answers about a form as a whole. */
  server: {
    invalid: "Please correct the highlighted fields.",
    unknownField: "Unknown field",
    conflict: "This form was already sent once with different details. Please send it again to submit your new details.",
    unavailable: "We could not save this right now. Please try again in a moment.",
    badKey: "This form could not be sent as it was: please reload the page and send it again.",
    tooMany:
      "We have had a very large number of messages from your network in the last hour, so we cannot take this one online right now. Please call us on {phone}, or try again in {minutes} minutes.",
    failed: "Something went wrong on our side. Please try again or call us.",
  },
  /** The page a form posted without JavaScript gets when it could not be saved. */
  page: {
    titles: {
      invalid: "Please check the form",
      conflict: "Please send the form again",
      tooLarge: "Your message is too long",
      unsupported: "Please use the form on our website",
      unavailable: "We could not save your request yet",
      other: "Something went wrong",
    },
    sendAgain: "Send again",
    back: "Back to the form",
    call: "or call us on {phone} ({hours}).",
  },
};
