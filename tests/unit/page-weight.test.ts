import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { pageWeight } from "../../scripts/lib/page-weight";
import { scratchFolder } from "../support/scratch";

it("counts module scripts, inline scripts and eager islands with their imports, but not islands that load later", () => {
  const dist = scratchFolder("weight-");
  mkdirSync(join(dist, "_astro"));
  const written: Record<string, number> = {};
  const file = (name: string, content: string) => {
    written[name] = content.length;
    writeFileSync(join(dist, "_astro", name), content);
  };
  file("page.js", 'import "./shared.js";console.log(1)');
  file("shared.js", "export const a = 1;".repeat(10));
  file("Eager.js", 'import { b } from "./vendor.js";');
  file("vendor.js", "export const b = 2;".repeat(100));
  file("Later.js", "x".repeat(50_000));
  file("site.css", "body{color:red}");
  writeFileSync(
    join(dist, "index.html"),
    `<link rel="stylesheet" href="/_astro/site.css"><script type="module" src="/_astro/page.js"></script>
     <astro-island component-url="/_astro/Eager.js" renderer-url="/_astro/vendor.js" client="idle"></astro-island>
     <astro-island component-url="/_astro/Later.js" client="visible"></astro-island>
     <script>window.inline=1</script><script type="application/ld+json">{"a":1}</script>`,
  );
  const weight = pageWeight(dist, join(dist, "index.html"));
  expect(weight.jsFiles.sort()).toEqual(["/_astro/Eager.js", "/_astro/page.js", "/_astro/shared.js", "/_astro/vendor.js"]);
  const eager = ["page.js", "shared.js", "Eager.js", "vendor.js"].reduce((total, name) => total + written[name]!, 0);
  expect(weight.js.raw).toBe(eager + "window.inline=1".length);
  expect(weight.css.raw).toBe("body{color:red}".length);
  expect(weight.js.gzip).toBeLessThan(weight.js.raw);
});
