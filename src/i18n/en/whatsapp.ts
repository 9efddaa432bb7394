/**
 * The WhatsApp templates' words (src/server/whatsapp/templates.ts names them, orders their parameters and prints them
 * for Meta's template manager). `{brand}` is the site's brand, written into the template; every other placeholder is
 * one of the template's parameters. Meta refuses a body that starts or ends with a parameter, so each ends in words.
 */
export const whatsapp = {
  templates: {
    staff_new_enquiry: "New enquiry from {name}: {service}, {place}. Call back by {promise}. Open it: {link} – {brand} website",
    staff_enquiry_waiting:
      "Still waiting: {name} ({service}, {place}) has had no call for {minutes} minutes. Promised by {promise}. Open it: {link} – {brand} website",
    staff_enquiry_escalated:
      "Nobody has called {name} ({service}, {place}) for {minutes} minutes; it is {owner}'s. Open it: {link} – {brand} website",
    staff_booking: "New booking from {name}: {appointment} ({service}, {place}). Open the enquiry: {link} – {brand} website",
    staff_withdrawal: "Withdrawn: {name} ({service}, {place}) asked us to stop. Open the enquiry: {link} – {brand} website",
    staff_whatsapp_message: "New WhatsApp message from {name} ({service}, {place}). Open the enquiry: {link} – {brand} website",
    receipt_request:
      "Hello {name}, thank you for writing to {brand} about {request}. A designer will call you by {promise}. Reply STOP and we will not write here again.",
    receipt_request_link:
      "Hello {name}, thank you for writing to {brand} about {request}. A designer will call you by {promise}. Your enquiry: {link} Reply STOP and we will not write here again.",
    receipt_booking:
      "Hello {name}, your {appointment} with {brand} is booked for {when} (India time). To move or cancel it: {link} Reply STOP and we will not write here again.",
    booking_reminder:
      "Reminder from {brand}: your {appointment} is tomorrow, {when} (India time). To move or cancel it: {link} Reply STOP and we will not write here again.",
  },
  /** What a home owner's receipt says they asked for, by the kind of lead. */
  requests: {
    consultation: "a free design consultation",
    estimate: "your price estimate",
    contact: "your message",
    booking: "your consultation",
  },
  /** An alert's stand-ins when the enquiry does not say. */
  anyService: "interiors",
  anyPlace: "place not given",
  unassigned: "nobody's yet",
  /** The e-mail twin of a WhatsApp message's staff alert. */
  messageSubject: "WhatsApp message from {name}",
  messageBody: "{name} wrote to the studio's WhatsApp number. The message is on the enquiry: {link}",
  /** The studio's e-mail about a message from a number it did not know. */
  newChat: "A message came to the studio's WhatsApp number.",
};
