/**
 * An image that fails shows "Image unavailable" (in the page's language, from the body's data-image-unavailable). Listens in the capture
 * phase (error does not bubble) and also catches images that failed before
 * this script ran.
 */
function showFallback(img: HTMLImageElement): void {
  if (img.dataset.failed || img.closest("dialog")) return;
  img.dataset.failed = "true";
  const note = document.createElement("span");
  note.className = "image-fallback";
  note.textContent = document.body.dataset.imageUnavailable ?? "Image unavailable";
  img.insertAdjacentElement("afterend", note);
  img.style.visibility = "hidden";
}

export function initImageFallback(): void {
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) showFallback(event.target);
    },
    true,
  );
  for (const img of document.images) {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute("src")) showFallback(img);
  }
}
