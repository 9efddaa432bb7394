import { useEffect, useReducer, useRef, useState, useSyncExternalStore } from "react";
import { wrapIndex } from "../lib/carousel";
import { useHydrated } from "./ui/useHydrated";
import type { Messages } from "../i18n/catalogue";
import { fill } from "../i18n/fill";

/** Autoplay moves a step every 3000 ms, the progress bar ticking every 30 ms from 0 to 100. */
export const STEP_INTERVAL_MS = 3000;
export const PROGRESS_TICK_MS = 30;
const PROGRESS_STEP = 100 / (STEP_INTERVAL_MS / PROGRESS_TICK_MS);

export interface ProcessStep {
  id: number;
  title: string;
  description: string;
  image: { src: string; srcset: string; width: number; height: number };
}

interface State {
  index: number;
  /** null until the visitor chooses: then autoplay follows their motion preference. */
  autoplay: boolean | null;
  progress: number;
}
type Action = { type: "tick"; count: number } | { type: "go"; to: number; count: number } | { type: "toggle"; playing: boolean };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "tick":
      return state.progress + PROGRESS_STEP < 100
        ? { ...state, progress: state.progress + PROGRESS_STEP }
        : { ...state, index: wrapIndex(state.index + 1, action.count), progress: 0 };
    // A manual change takes over from autoplay and hides its progress.
    case "go":
      return { index: wrapIndex(action.to, action.count), autoplay: false, progress: 0 };
    case "toggle":
      return { ...state, autoplay: !action.playing, progress: 0 };
  }
}

/** The same sizes for the shown picture and the fetched ones, so the browser picks the same file from the srcset. */
const IMAGE_SIZES = "(min-width: 768px) 40vw, 100vw";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
const subscribeToMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/** The carousel's own words, in the page's language (the home section of the message catalogue). */
export type CarouselWords = Messages["home"]["process"]["carousel"];

export default function ProcessCarousel({ steps, words }: { steps: ProcessStep[]; words: CarouselWords }) {
  const [state, dispatch] = useReducer(reducer, { index: 0, autoplay: null, progress: 0 });
  const reducedMotion = useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const hydrated = useHydrated();
  // Autoplay never starts by itself for visitors who asked for less motion.
  const autoplay = state.autoplay ?? !reducedMotion;
  const { index, progress } = state;
  const [paused, setPaused] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const count = steps.length;

  useEffect(() => {
    if (!autoplay || paused) return;
    const timer = window.setInterval(() => dispatch({ type: "tick", count }), PROGRESS_TICK_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, paused, count]);

  // Every step's picture is fetched once the carousel is on screen (they are small), so no step opens on a blank box.
  useEffect(() => {
    for (const item of steps) {
      const picture = new Image();
      picture.sizes = IMAGE_SIZES;
      picture.srcset = item.image.srcset;
      picture.src = item.image.src;
    }
  }, [steps]);

  const goTo = (to: number) => dispatch({ type: "go", to, count });

  const step = steps[index]!;
  return (
    <div
      ref={root}
      role="region"
      aria-roledescription="carousel"
      aria-label={words.label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => !root.current?.contains(event.relatedTarget as Node | null) && setPaused(false)}
      data-ready={hydrated ? "true" : undefined}
    >
      <ol className="flex items-center justify-between gap-1 sm:gap-2" aria-label={words.steps}>
        {steps.map((item, i) => (
          <li key={item.id} className="flex flex-1 items-center last:flex-none">
            <button
              type="button"
              onClick={() => goTo(i)}
              aria-label={fill(words.step, { number: item.id, title: item.title })}
              aria-current={i === index ? "step" : undefined}
              className={`flex h-11 w-11 flex-none items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors ${
                i === index
                  ? "border-teal bg-teal text-white"
                  : i < index
                    ? "border-teal bg-white text-teal"
                    : "border-ink/20 bg-white text-muted"
              }`}
            >
              {item.id}
            </button>
            {i < steps.length - 1 && <span aria-hidden="true" className={`mx-1 h-0.5 flex-1 ${i < index ? "bg-teal" : "bg-ink/15"}`} />}
          </li>
        ))}
      </ol>

      <div className="mt-8 grid items-center gap-8 md:grid-cols-2" aria-live={autoplay ? "off" : "polite"}>
        <img
          key={step.id}
          src={step.image.src}
          srcSet={step.image.srcset}
          sizes={IMAGE_SIZES}
          width={step.image.width}
          height={step.image.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full rounded-2xl object-cover"
        />
        <div role="group" aria-roledescription="slide" aria-label={fill(words.slide, { number: step.id, count: steps.length })}>
          <p className="eyebrow">{fill(words.eyebrow, { number: step.id })}</p>
          <h3 className="mt-2 text-2xl sm:text-3xl">{step.title}</h3>
          <p className="mt-3 text-muted">{step.description}</p>
          <div className="mt-6 flex items-center gap-2">
            <button type="button" onClick={() => goTo(index - 1)} aria-label={words.previous} className="carousel-control">
              ‹
            </button>
            <button type="button" onClick={() => goTo(index + 1)} aria-label={words.next} className="carousel-control">
              ›
            </button>
            <button
              type="button"
              onClick={() => dispatch({ type: "toggle", playing: autoplay })}
              aria-pressed={autoplay}
              className="btn-outline ml-2 !min-h-11 !px-4 !py-2 text-teal"
            >
              {autoplay ? words.pause : words.play}
            </button>
          </div>
          {autoplay && (
            <div
              role="progressbar"
              aria-label={words.progress}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress)}
              className="mt-4 h-1 w-full overflow-hidden rounded-full bg-ink/10"
            >
              <div className="h-full bg-teal" style={{ width: `${progress}%` }} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
