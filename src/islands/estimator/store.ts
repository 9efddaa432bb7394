import type { BhkType, PackageId, RoomId, UnitId } from "../../lib/pricing/rate-card";

/** The visitor's answers, kept in the browser so back, forward and reload never lose them. */
export interface Answers {
  bhkType?: BhkType;
  rooms?: Partial<Record<RoomId, number>>;
  units?: Partial<Record<UnitId, boolean>>;
  packageId?: PackageId;
  /** Optional refinements: the home's carpet area in sq ft and its city. */
  carpetSqft?: number;
  city?: string;
}

/** The estimator's steps in order; their names are the catalogue's (`estimator.steps`). */
export const STEPS = [{ id: "bhk-type" }, { id: "rooms" }, { id: "package" }, { id: "contact" }] as const;
export type StepId = (typeof STEPS)[number]["id"];

/** The estimator's pages, /price-estimator/{step}, in both editions. */
export const estimatorStepPaths = () => STEPS.map((step, index) => ({ params: { step: step.id }, props: { step, index } }));

/** The first step whose question is still open; the contact step once everything is answered. */
export function firstOpenStep(answers: Answers): StepId {
  if (!answers.bhkType) return "bhk-type";
  if (!answers.rooms || !Object.values(answers.rooms).some((n) => (n ?? 0) > 0)) return "rooms";
  if (!answers.packageId) return "package";
  return "contact";
}

const KEY = "estimator:answers";
const EMPTY: Answers = {};
let cached: { raw: string | null; value: Answers } = { raw: null, value: EMPTY };
const listeners = new Set<() => void>();

function read(): Answers {
  let raw: string | null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return cached.value;
  }
  if (raw !== cached.raw) {
    try {
      cached = { raw, value: raw ? (JSON.parse(raw) as Answers) : EMPTY };
    } catch {
      cached = { raw, value: EMPTY };
    }
  }
  return cached.value;
}

export const answersStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => event.key === KEY && listener();
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  },
  getSnapshot: read,
  getServerSnapshot: (): Answers | null => null,
  update(change: Partial<Answers>) {
    const next = { ...read(), ...change };
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      cached = { raw: cached.raw, value: next };
    }
    listeners.forEach((listener) => listener());
  },
};
