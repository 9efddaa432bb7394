import { afterAll, beforeAll, beforeEach } from "vitest";
import { standInEnv, startWhatsAppStandIn, type WhatsAppStandIn } from "../../scripts/lib/whatsapp-stand-in";

/**
 * The stand-in of the Cloud API for a test file, with the site's WhatsApp settings pointing at it while the file runs
 * (and put back after); emptied before each test.
 */
export function useWhatsAppStandIn(webhookUrl?: string): { api: () => WhatsAppStandIn } {
  let api: WhatsAppStandIn | undefined;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    api = await startWhatsAppStandIn({ webhookUrl });
    for (const [name, value] of Object.entries(standInEnv(api))) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
  });
  beforeEach(() => api?.reset());
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await api?.stop();
  });
  return { api: () => api! };
}
