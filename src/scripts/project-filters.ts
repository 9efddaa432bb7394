/**
 * The /projects filters: the page is a plain list without JavaScript; with it,
 * the facets appear, hide the projects that do not match, and keep the choice
 * in the address (?room=kitchen&city=chennai) so a filtered view can be shared.
 */
export function initProjectFilters(): void {
  const form = document.querySelector<HTMLFormElement>("[data-project-filters]");
  if (!form) return;
  const selects = [...form.querySelectorAll<HTMLSelectElement>("select[data-facet]")];
  const items = [...document.querySelectorAll<HTMLElement>("li[data-project]")];
  const count = document.querySelector<HTMLElement>("[data-project-count]")!;

  const apply = () => {
    const chosen = selects.filter((select) => select.value).map((select) => [select.name, select.value] as const);
    let shown = 0;
    for (const item of items) {
      // A project matches a facet when its value (or one of its rooms) is the chosen one.
      item.hidden = !chosen.every(([facet, value]) => (item.dataset[facet] ?? "").split(" ").includes(value));
      if (!item.hidden) shown++;
    }
    // The page's words, with {shown} and {total} to fill: the script carries no language of its own.
    const words = (shown === items.length ? count.dataset.all : count.dataset.some) ?? "{shown}";
    count.textContent = words.replace("{shown}", String(shown)).replace("{total}", String(items.length));
  };

  const params = new URLSearchParams(location.search);
  for (const select of selects) {
    const wanted = params.get(select.name);
    if (wanted && [...select.options].some((option) => option.value === wanted)) select.value = wanted;
  }
  apply();

  form.addEventListener("change", () => {
    const next = new URLSearchParams();
    for (const select of selects) if (select.value) next.set(select.name, select.value);
    const query = next.toString();
    history.replaceState(null, "", query ? `?${query}` : location.pathname);
    apply();
  });
  form.addEventListener("submit", (event) => event.preventDefault());
  form.querySelector("[data-clear-filters]")?.addEventListener("click", (event) => {
    event.preventDefault();
    for (const select of selects) select.value = "";
    history.replaceState(null, "", location.pathname);
    apply();
  });
}
