/**
 * Opens #image-dialog for any [data-lightbox] element. The native <dialog>
 * gives the focus trap and Escape; a click anywhere but on the picture closes
 * it, and focus goes back to what opened it.
 */
export function initImageDialog(): void {
  const dialog = document.querySelector<HTMLDialogElement>("#image-dialog");
  if (!dialog) return;
  const image = dialog.querySelector<HTMLImageElement>("[data-dialog-image]")!;
  const caption = dialog.querySelector<HTMLElement>("[data-dialog-caption]")!;
  const fallback = dialog.querySelector<HTMLElement>("[data-dialog-fallback]")!;
  let opener: HTMLElement | null = null;

  image.addEventListener("error", () => {
    image.hidden = true;
    fallback.hidden = false;
  });

  document.addEventListener("click", (event) => {
    const trigger = (event.target as Element).closest<HTMLElement>("[data-lightbox]");
    if (!trigger) return;
    event.preventDefault();
    opener = trigger;
    image.hidden = false;
    fallback.hidden = true;
    image.src = trigger.dataset.lightbox!;
    image.alt = trigger.dataset.lightboxAlt ?? "";
    caption.textContent = trigger.dataset.lightboxCaption ?? "";
    dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-dialog-close]")?.focus();
  });

  dialog.addEventListener("click", (event) => {
    if (event.target !== image) dialog.close();
  });
  dialog.addEventListener("close", () => {
    opener?.focus();
    opener = null;
  });
}
