import type { Messages } from "../messages";

/** வாட்ஸ்அப் டெம்ப்ளேட்களின் சொற்கள்: சென்னை வீட்டு உரிமையாளர் படிக்கும் எளிய தமிழ் (src/i18n/ta/glossary.ts). */
export const whatsapp: Messages["whatsapp"] = {
  templates: {
    staff_new_enquiry: "புதிய விசாரணை: {name} ({service}, {place}). {promise}-க்குள் அழைக்க வேண்டும். திறக்க: {link} – {brand} இணையதளம்",
    staff_enquiry_waiting:
      "இன்னும் காத்திருக்கிறார்: {name} ({service}, {place}), {minutes} நிமிடங்களாக யாரும் அழைக்கவில்லை. {promise}-க்குள் அழைப்பதாகச் சொன்னோம். திறக்க: {link} – {brand} இணையதளம்",
    staff_enquiry_escalated:
      "யாரும் அழைக்கவில்லை: {name} ({service}, {place}), {minutes} நிமிடங்களாக; பொறுப்பு: {owner}. திறக்க: {link} – {brand} இணையதளம்",
    staff_booking: "புதிய முன்பதிவு: {name}, {appointment} ({service}, {place}). விசாரணையைத் திறக்க: {link} – {brand} இணையதளம்",
    staff_withdrawal:
      "விலகிவிட்டார்: {name} ({service}, {place}) இனி தொடர்புகொள்ள வேண்டாம் என்று கேட்டார். விசாரணையைத் திறக்க: {link} – {brand} இணையதளம்",
    staff_whatsapp_message: "WhatsApp-ல் புதிய செய்தி: {name} ({service}, {place}). விசாரணையைத் திறக்க: {link} – {brand} இணையதளம்",
    receipt_request:
      "வணக்கம் {name}, {request} பற்றி {brand}-க்கு எழுதியதற்கு நன்றி. {promise}-க்குள் எங்கள் டிசைனர் உங்களை அழைப்பார். இனி இங்கு செய்தி வேண்டாமெனில் STOP என்று பதில் அனுப்புங்கள்.",
    receipt_request_link:
      "வணக்கம் {name}, {request} பற்றி {brand}-க்கு எழுதியதற்கு நன்றி. {promise}-க்குள் எங்கள் டிசைனர் உங்களை அழைப்பார். உங்கள் விசாரணை: {link} இனி இங்கு செய்தி வேண்டாமெனில் STOP என்று பதில் அனுப்புங்கள்.",
    receipt_booking:
      "வணக்கம் {name}, {brand}-உடன் உங்கள் {appointment} முன்பதிவாகிவிட்டது: {when} (இந்திய நேரம்). நேரத்தை மாற்ற அல்லது ரத்து செய்ய: {link} இனி இங்கு செய்தி வேண்டாமெனில் STOP என்று பதில் அனுப்புங்கள்.",
    booking_reminder:
      "{brand} நினைவூட்டல்: உங்கள் {appointment} நாளை, {when} (இந்திய நேரம்). நேரத்தை மாற்ற அல்லது ரத்து செய்ய: {link} இனி இங்கு செய்தி வேண்டாமெனில் STOP என்று பதில் அனுப்புங்கள்.",
  },
  requests: {
    consultation: "இலவச டிசைன் ஆலோசனை",
    estimate: "உங்கள் விலை மதிப்பீடு",
    contact: "உங்கள் செய்தி",
    booking: "உங்கள் ஆலோசனை",
  },
  anyService: "இன்டீரியர்",
  anyPlace: "இடம் சொல்லவில்லை",
  unassigned: "இன்னும் யாருக்கும் இல்லை",
  messageSubject: "{name} WhatsApp-ல் எழுதினார்",
  messageBody: "{name} ஸ்டுடியோவின் WhatsApp எண்ணுக்கு எழுதினார். செய்தி விசாரணையில் உள்ளது: {link}",
  newChat: "ஸ்டுடியோவின் WhatsApp எண்ணுக்கு ஒரு செய்தி வந்தது.",
};
