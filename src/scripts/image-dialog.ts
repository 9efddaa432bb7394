/**
 * Opens #image-dialog for any [data-lightbox] element. The native <dialog>
 * gives the focus trap and Escape; a click anywhere but on the picture or the
 * arrows closes it, and focus goes back to what opened it. Pictures that share
 * a data-lightbox-group (a case study's gallery) are stepped through with the
 * arrow buttons or the Left and Right keys.
 */
export function initImageDialog(): void {
  const dialog = document.querySelector<HTMLDialogElement>("#image-dialog");
  if (!dialog) return;
  // Made here rather than in the markup, which has no source to give it until a picture is opened.
  const image = document.createElement("img");
  image.decoding = "async";
  image.alt = "";
  image.className = "max-h-[80dvh] max-w-full rounded-lg object-contain";
  image.dataset.dialogImage = "";
  dialog.querySelector("figure")!.prepend(image);
  const caption = dialog.querySelector<HTMLElement>("[data-dialog-caption]")!;
  const fallback = dialog.querySelector<HTMLElement>("[data-dialog-fallback]")!;
  const stepButtons = [...dialog.querySelectorAll<HTMLButtonElement>("[data-dialog-step]")];
  let opener: HTMLElement | null = null;
  let group: HTMLElement[] = [];

  image.addEventListener("error", () => {
    image.hidden = true;
    fallback.hidden = false;
  });

  const show = (trigger: HTMLElement) => {
    opener = trigger;
    image.hidden = false;
    fallback.hidden = true;
    image.src = trigger.dataset.lightbox!;
    image.alt = trigger.dataset.lightboxAlt ?? "";
    const position = group.length > 1 ? ` (${group.indexOf(trigger) + 1} of ${group.length})` : "";
    caption.textContent = `${trigger.dataset.lightboxCaption ?? ""}${position}`;
  };
  const step = (by: number) => {
    if (group.length < 2 || !opener) return;
    show(group[(group.indexOf(opener) + by + group.length) % group.length]!);
  };

  document.addEventListener("click", (event) => {
    const trigger = (event.target as Element).closest<HTMLElement>("[data-lightbox]");
    if (!trigger) return;
    event.preventDefault();
    const name = trigger.dataset.lightboxGroup;
    group = name ? [...document.querySelectorAll<HTMLElement>(`[data-lightbox-group="${CSS.escape(name)}"]`)] : [];
    for (const button of stepButtons) button.hidden = group.length < 2;
    show(trigger);
    dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-dialog-close]")?.focus();
  });

  for (const button of stepButtons) button.addEventListener("click", () => step(Number(button.dataset.dialogStep)));
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
  });
  dialog.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target !== image && !target.closest("[data-dialog-step]")) dialog.close();
  });
  dialog.addEventListener("close", () => {
    opener?.focus();
    opener = null;
  });
}
