import { describe, expect, it } from "vitest";
import { htmlProblems } from "../../scripts/lib/html-check";

const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page</title>${head}</head><body>${body}</body></html>`;
const sharing = '<meta name="twitter:image" content="/og/home.jpg"><meta name="twitter:image:alt" content="A kitchen">';

describe("the markup check of the built pages", () => {
  it("passes a page within HTML's content model", async () => {
    expect(await htmlProblems(page(sharing, "<main><button><span>Open</span></button></main>"), "ok.html")).toEqual([]);
  });

  it.each([
    ["a <div> inside a <button>", "<button><div>Open</div></button>", "element-permitted-content"],
    ["a <style> in the body", "<div><style>p{color:red}</style></div>", "element-permitted-content"],
    ["an <img> without src", '<img alt="">', "element-required-attributes"],
    ["a list inside a <label>", "<label><input type=radio name=a><ul><li>x</li></ul></label>", "element-permitted-content"],
    ["a <p> after the <figcaption>", "<figure><img src=a.jpg alt=a><figcaption>c</figcaption><p>x</p></figure>", "element-permitted-order"],
  ])("finds %s", async (_, body, rule) => {
    const problems = await htmlProblems(page(sharing, body), "bad.html");
    expect(problems.some((problem) => problem.includes(`(${rule})`))).toBe(true);
  });

  it("finds a sharing image without its alt text", async () => {
    expect(await htmlProblems(page('<meta name="twitter:image" content="/og/home.jpg">', "<main></main>"), "bad.html")).toEqual([
      "bad.html: the sharing image has no twitter:image:alt",
    ]);
  });
});
