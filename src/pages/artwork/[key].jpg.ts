import type { APIRoute, GetStaticPaths } from "astro";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { ARTWORK_KEYS } from "../../config/artwork";

/** Stable image addresses for API consumers and stored records (`imageUrl`). */
export const getStaticPaths = (() => ARTWORK_KEYS.map((key) => ({ params: { key } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(await readFile(resolve("src/assets/artwork", `${params.key}.jpg`)), {
    headers: { "Content-Type": "image/jpeg" },
  });
