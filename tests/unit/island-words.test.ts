import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { fillParts } from "../../src/i18n/fill";

/**
 * The rule "every visible string lives in the message catalogues" for the staff screens and the booking islands: a
 * scan of their source for words written inline (JSX text, a visible attribute such as aria-label or placeholder, a
 * string shown as a child, or a literal that reads as English) instead of read from `src/i18n/<locale>/*.ts`.
 */

const ROOT = join(import.meta.dirname, "../..");
const FOLDERS = ["src/islands/admin", "src/islands/booking"];

/** Literals that read like words but are never shown: values for code, and a programmer's error no screen reaches. */
const NOT_WORDS = new Set(["Asia/Kolkata", "useSession is used outside the signed-in admin shell"]);

/** Attributes and props whose value is shown or read aloud. */
const VISIBLE_PROP = /^(aria-label|aria-valuetext|alt|placeholder|title|label|busyLabel|message|note|text|heading|caption|summary|hint)$/;
/** Attributes whose value is for the browser, never shown. */
const CODE_PROP =
  /^(rel|type|name|id|href|target|role|autoComplete|autoCapitalize|accept|inputMode|key|htmlFor|textAnchor|dominantBaseline|viewBox|dateTime|method|action|lang|dir|aria-(describedby|labelledby|live|current))$/;
/** Attributes, props and names whose strings are class lists. */
const CLASS_NAME = /class|^cell$|^TONES$/i;
/** A Tailwind class list: lowercase tokens, at least one with a variant, a value or an opacity. */
const CLASS_LIST = /^(?=.*[-:/])[a-z0-9:/[\].%!_()&>*=#,-]+(\s+[a-z0-9:/[\].%!_()&>*=#,-]+)*$/;
/** Reads as English: a capitalised word, or two words with a space between. */
const WORDY = /(?<!\p{L})\p{Lu}\p{Ll}|\p{L}{2,}\s+\p{L}{2,}/u;

export interface InlineWord {
  line: number;
  text: string;
}

const nameOf = (node: ts.Node): string | undefined => {
  if ((ts.isJsxAttribute(node) || ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) && node.name) return node.name.getText();
  if (ts.isFunctionDeclaration(node)) return node.name?.text;
  return undefined;
};

/** Inside a class list: a className-like attribute or property, or a constant or function that makes class lists. */
const inClassList = (node: ts.Node, text: string) => {
  if (CLASS_LIST.test(text.trim())) return true;
  for (let up: ts.Node | undefined = node.parent; up; up = up.parent) {
    const name = nameOf(up);
    if (name && CLASS_NAME.test(name)) return true;
  }
  return false;
};

/** A literal that is a value for code: a module name, a type, a key, or a value compared against. */
function isCodeValue(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node) return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isCaseClause(parent)) return true;
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind;
    return [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(op);
  }
  return false;
}

/** Where a literal's value ends up, through conditions and templates: an element's child, an attribute, or elsewhere. */
function destination(node: ts.Node): { child: true } | { attribute: string } | undefined {
  for (let up = node.parent; up; up = up.parent) {
    if (ts.isJsxAttribute(up)) return { attribute: up.name.getText() };
    if (ts.isJsxExpression(up)) {
      if (ts.isJsxElement(up.parent) || ts.isJsxFragment(up.parent)) return { child: true };
      continue;
    }
    const passesThrough =
      ts.isConditionalExpression(up) ||
      ts.isParenthesizedExpression(up) ||
      ts.isTemplateExpression(up) ||
      ts.isTemplateSpan(up) ||
      ts.isBinaryExpression(up);
    if (!passesThrough) return undefined;
  }
  return undefined;
}

/** The words a TSX source writes inline where a catalogue message belongs. */
export function inlineWords(source: string, file = "island.tsx"): InlineWord[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: InlineWord[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({ line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (/\p{L}/u.test(node.text)) report(node, node.text);
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const text = node.text;
      const literal = ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) ? node.parent.parent : node;
      const goesTo = destination(literal);
      if (NOT_WORDS.has(text) || isCodeValue(literal) || inClassList(literal, text)) {
        // a value for code or a class list
      } else if (goesTo && "attribute" in goesTo) {
        if (VISIBLE_PROP.test(goesTo.attribute) ? /\p{L}/u.test(text) : !CODE_PROP.test(goesTo.attribute) && WORDY.test(text))
          report(node, text);
      } else if (WORDY.test(text) || (goesTo && /\p{L}/u.test(text))) {
        report(node, text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function islandFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".tsx"))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

describe("the inline-words scan", () => {
  it("finds JSX text, a visible attribute, a string shown as a child and an English literal", () => {
    const source = `
      const NOTE = "Your session has ended.";
      export function Screen({ busy }: { busy: boolean }) {
        return (
          <div className="mt-2 flex items-center">
            <h1>Leads</h1>
            <input placeholder="name" aria-describedby="hint" />
            <button>{busy ? "saving" : t.save}</button>
            <p title={\`Edit \${path}\`}>{t.intro}</p>
            <Section intro="Where enquiries come from" rel="noopener noreferrer" />
          </div>
        );
      }`;
    expect(inlineWords(source)).toEqual([
      { line: 2, text: "Your session has ended." },
      { line: 6, text: "Leads" },
      { line: 7, text: "name" },
      { line: 8, text: "saving" },
      { line: 9, text: "Edit" },
      { line: 10, text: "Where enquiries come from" },
    ]);
  });

  it("leaves class lists, keys, compared values, types and module names alone", () => {
    const source = `
      import { x } from "some module";
      type Tone = "Info message";
      const chipClass = "inline-flex min-h-10 items-center";
      const labels = { "Key Name": t.a };
      export function Row({ state }: { state: string }) {
        if (state === "Signed Out") return null;
        return <td className={\`\${cell} max-w-md \${state ? "font-bold text-ink" : ""}\`}>{labels["Key Name"]}</td>;
      }`;
    expect(inlineWords(source)).toEqual([]);
  });
});

describe("the staff screens and booking islands", () => {
  const files = FOLDERS.flatMap(islandFiles);

  it("scans every screen of the two folders", () => {
    expect(files).toEqual(expect.arrayContaining(["src/islands/admin/AdminApp.tsx", "src/islands/admin/seo/PageEditor.tsx"]));
    expect(files).toEqual(expect.arrayContaining(["src/islands/booking/ManageBooking.tsx", "src/islands/booking/SlotGrid.tsx"]));
  });

  it.each(files)("%s reads every visible word from a catalogue", (file) => {
    expect(inlineWords(readFileSync(join(ROOT, file), "utf8"), file)).toEqual([]);
  });
});

describe("fillParts", () => {
  it("splits a message at its placeholders and puts each value in its place, as given", () => {
    const name = { element: "strong" };
    expect(fillParts("Signed in as {username}", { username: name })).toEqual(["Signed in as ", name]);
    expect(fillParts("100 க்கு {score} மதிப்பெண்", { score: 7 })).toEqual(["100 க்கு ", 7, " மதிப்பெண்"]);
    expect(fillParts("{a} of {b}", { a: 1 })).toEqual([1, " of ", "{b}"]);
  });
});
