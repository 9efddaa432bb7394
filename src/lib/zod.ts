import { z } from "zod";

// zod otherwise probes `new Function` to compile parsers, which the site's Content-Security-Policy forbids. Schemas
// that run in the browser take `z` from here, so the setting is made before any of them is built.
z.config({ jitless: true });

export { z };
