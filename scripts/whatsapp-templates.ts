/**
 * `npm run whatsapp:templates`: every WhatsApp template the site sends, in each language, as the JSON that Meta's
 * template manager takes (one object per template and language, for POST /{WABA-ID}/message_templates or to copy into
 * WhatsApp Manager). The words come from the message catalogue, the names and parameter order from
 * src/server/whatsapp/templates.ts, so what is approved is what is sent.
 */
import { managerTemplates } from "../src/server/whatsapp/templates";

console.log(JSON.stringify(managerTemplates(), null, 2));
