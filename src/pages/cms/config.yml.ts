import type { APIRoute } from "astro";
import { stringify } from "yaml";
import { backendFromEnv, cmsConfig } from "../../cms/config";
import { EDITABLE_CONTENTS } from "../../cms/contents";
import { site } from "../../config/site";

/** The web editor's configuration, made from the content schemas at build time. */
export const GET: APIRoute = () =>
  new Response(stringify(cmsConfig(EDITABLE_CONTENTS, backendFromEnv(process.env), site.url), { lineWidth: 0 }), {
    headers: { "Content-Type": "text/yaml; charset=utf-8" },
  });
