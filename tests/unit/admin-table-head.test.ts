import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TableHead } from "../../src/islands/admin/ui";

const render = (columns: Parameters<typeof TableHead>[0]["columns"]) =>
  renderToStaticMarkup(createElement("table", null, createElement(TableHead, { columns, className: "head", cellClass: "cell" })));

describe("the admin tables' heading row", () => {
  it("names each column in a column header, in order, with the table's classes", () => {
    expect(render(["Lead", "Contact"])).toBe(
      '<table><thead class="head"><tr><th scope="col" class="cell">Lead</th><th scope="col" class="cell">Contact</th></tr></thead></table>',
    );
  });

  it("sets a column of numbers right, and names a hidden column for screen readers only", () => {
    expect(
      render([
        { label: "Clicks", numeric: true },
        { label: "Action", hidden: true },
      ]),
    ).toBe(
      '<table><thead class="head"><tr><th scope="col" class="cell text-right">Clicks</th>' +
        '<th scope="col" class="cell"><span class="sr-only">Action</span></th></tr></thead></table>',
    );
  });
});
