/**
 * The hero carousel's behaviour on top of its server-rendered markup: arrows
 * and dots, autoplay that pauses on hover and focus and never starts under
 * prefers-reduced-motion. Plain DOM code, so the home page needs no framework
 * before the visitor interacts.
 *
 * It imports nothing, so Astro writes it into the page: an import (even of
 * the one-line wrap in src/lib/carousel.ts, which the process carousel uses)
 * would make it a module that loads another module, two requests in a row
 * beside the hero picture.
 */
export function initHeroCarousel(root: HTMLElement): void {
  const slides = [...root.querySelectorAll<HTMLElement>("[data-hero-slide]")];
  const dots = [...root.querySelectorAll<HTMLButtonElement>("[data-hero-dot]")];
  const toggle = root.querySelector<HTMLButtonElement>("[data-hero-toggle]")!;
  const interval = Number(root.dataset.interval);
  let index = 0;
  let playing = !matchMedia("(prefers-reduced-motion: reduce)").matches;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;

  // Later slides were hidden so their images did not compete with the first; reveal them (still transparent) now.
  for (const slide of slides.slice(1)) slide.hidden = false;

  const schedule = () => {
    window.clearTimeout(timer);
    if (playing && !hovered && !focused && !document.hidden) timer = window.setTimeout(() => show(index + 1), interval);
  };

  const show = (next: number) => {
    // Past the last slide is the first, before the first is the last.
    index = (next + slides.length) % slides.length;
    slides.forEach((slide, i) => {
      const current = i === index;
      slide.style.opacity = current ? "1" : "0";
      slide.style.pointerEvents = current ? "" : "none";
      slide.inert = !current;
      if (current) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
    dots.forEach((dot, i) => (i === index ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current")));
    schedule();
  };

  const renderToggle = () => {
    // The words come with the page, in its language.
    toggle.setAttribute("aria-label", (playing ? root.dataset.labelPause : root.dataset.labelPlay) ?? "");
    toggle.querySelector<HTMLElement>("[data-icon-pause]")!.hidden = !playing;
    toggle.querySelector<HTMLElement>("[data-icon-play]")!.hidden = playing;
  };

  root.querySelector("[data-hero-prev]")!.addEventListener("click", () => show(index - 1));
  root.querySelector("[data-hero-next]")!.addEventListener("click", () => show(index + 1));
  dots.forEach((dot, i) => dot.addEventListener("click", () => show(i)));
  toggle.addEventListener("click", () => {
    playing = !playing;
    renderToggle();
    schedule();
  });
  root.addEventListener("mouseenter", () => ((hovered = true), schedule()));
  root.addEventListener("mouseleave", () => ((hovered = false), schedule()));
  root.addEventListener("focusin", () => ((focused = true), schedule()));
  root.addEventListener("focusout", (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) {
      focused = false;
      schedule();
    }
  });
  document.addEventListener("visibilitychange", schedule);

  renderToggle();
  schedule();
  root.dataset.ready = "true";
}
