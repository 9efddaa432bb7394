/** The markup check of the built pages (`npm run check:html`): HTML's content model and the sharing image's alt text. */
import { HtmlValidate } from "html-validate";

/** The content-model and validity rules; style rules (attribute quoting, id spelling…) are not this check's business. */
export const HTML_RULES = [
  "close-order",
  "deprecated",
  "element-permitted-content",
  "element-permitted-occurrences",
  "element-permitted-order",
  "element-permitted-parent",
  "element-required-ancestor",
  "element-required-attributes",
  "element-required-content",
  "no-dup-attr",
  "no-dup-id",
  "void-content",
] as const;

const validator = new HtmlValidate({ rules: Object.fromEntries(HTML_RULES.map((rule) => [rule, "error"])) });

/** What is wrong with one page's HTML, one line per problem. */
export async function htmlProblems(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  const problems = report.results.flatMap((result) =>
    result.messages.map((message) => `${name}:${message.line}:${message.column} ${message.message} (${message.ruleId})`),
  );
  // Link previews in X, Slack and others read the sharing image's description from this tag, not from og:image:alt.
  if (html.includes('name="twitter:image"') && !html.includes('name="twitter:image:alt"')) {
    problems.push(`${name}: the sharing image has no twitter:image:alt`);
  }
  return problems;
}
