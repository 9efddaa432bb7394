/* global CMS */
// The web editor's own settings, run right after Decap CMS loads. Its configuration is made from the content
// schemas (src/cms/config.ts); this only teaches it how this site keeps its files.

// Testimonials, FAQs, centres… are each one JSON file holding a list; the web editor shows the list as one field.
CMS.registerCustomFormat("json-list", "json", {
  fromFile: (text) => ({ items: JSON.parse(text) }),
  toFile: (data) => `${JSON.stringify(data.items ?? [], null, 2)}\n`,
});

// An optional field left empty is left out of the file, as a person writing the file by hand would.
function withoutEmpty(value) {
  if (!value || typeof value.keySeq !== "function") return value;
  const inner = value.map(withoutEmpty);
  const isList = typeof value.push === "function";
  return isList ? inner : inner.filter((item) => item !== "" && item !== null && item !== undefined);
}
CMS.registerEventListener({ name: "preSave", handler: ({ entry }) => withoutEmpty(entry.get("data")) });
