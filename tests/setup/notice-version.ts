import { NOTICE_VERSION } from "../../src/lib/privacy/notice";

// The build defines `__NOTICE_VERSION__` for the islands (astro.config.mjs); under Vitest it is this global.
(globalThis as { __NOTICE_VERSION__?: string }).__NOTICE_VERSION__ = NOTICE_VERSION;
