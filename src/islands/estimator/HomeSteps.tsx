import { useId } from "react";
import { fill } from "../../i18n/fill";
import type { Locale } from "../../i18n/locales";
import { inSentence } from "../../lib/format";
import { defaultRooms } from "../../lib/pricing/estimate";
import { BHK_TYPES, type RateCard, type RoomId, type UnitId } from "../../lib/pricing/rate-card";
import { inputClass } from "../forms/TextField";
import type { EstimatorMessages } from "./messages";
import { answersStore, type Answers, type StepId } from "./store";
import { routes } from "../../lib/routes";

interface StepProps {
  answers: Answers;
  card: RateCard;
  m: EstimatorMessages;
  locale: Locale;
}

/** The estimator's first two steps (home type with its optional refinements, then rooms and units) and its step links. */
export function StepNav({
  back,
  next,
  nextLabel,
  m,
  locale,
}: {
  back?: StepId;
  next?: StepId;
  nextLabel?: string;
  m: EstimatorMessages;
  locale: Locale;
}) {
  const label = nextLabel ?? m.choose.next;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {back ? (
        <a href={routes.estimator(back, locale)} className="btn-outline text-teal">
          {m.choose.back}
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a href={routes.estimator(next, locale)} className="btn-primary">
          {label}
        </a>
      ) : (
        <span className="btn cursor-not-allowed bg-ink/10 text-muted" aria-disabled="true">
          {label}
        </span>
      )}
    </div>
  );
}

export function BhkStep({ answers, card, m, locale, cityNames }: StepProps & { cityNames: Record<string, string> }) {
  const id = useId();
  return (
    <fieldset>
      <legend className="font-display text-2xl">{m.choose.bhkLegend}</legend>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {BHK_TYPES.map((type) => (
          <label
            key={type}
            className="flex min-h-16 cursor-pointer items-center justify-center rounded-xl border-2 border-ink/10 bg-white px-4 text-lg font-semibold has-[:checked]:border-teal has-[:checked]:bg-teal/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal"
          >
            <input
              type="radio"
              name="bhkType"
              value={type}
              className="sr-only"
              checked={answers.bhkType === type}
              onChange={() => answersStore.update({ bhkType: type, rooms: defaultRooms(type), units: answers.units ?? ALL_UNITS })}
            />
            {type}
          </label>
        ))}
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-area`} className="font-medium">
            {m.choose.carpetArea} <span className="font-normal text-muted">{m.choose.optional}</span>
          </label>
          <input
            id={`${id}-area`}
            type="number"
            inputMode="numeric"
            min={200}
            max={10000}
            placeholder={m.choose.carpetPlaceholder}
            aria-describedby={`${id}-area-hint`}
            className={`${inputClass} mt-1`}
            value={answers.carpetSqft ?? ""}
            onChange={(event) => {
              const sqft = Number(event.target.value);
              answersStore.update({ carpetSqft: Number.isFinite(sqft) && sqft > 0 ? sqft : undefined });
            }}
          />
          <p id={`${id}-area-hint`} className="mt-1 text-sm text-muted">
            {m.choose.carpetHint}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-city`} className="font-medium">
            {m.choose.city} <span className="font-normal text-muted">{m.choose.optional}</span>
          </label>
          <select
            id={`${id}-city`}
            className={`${inputClass} mt-1`}
            value={answers.city ?? ""}
            onChange={(event) => answersStore.update({ city: event.target.value || undefined })}
          >
            <option value="">{m.choose.notSure}</option>
            {Object.keys(card.cityFactor).map((city) => (
              <option key={city} value={city}>
                {cityNames[city] ?? city}
              </option>
            ))}
          </select>
          <p className="mt-1 text-sm text-muted">{m.choose.cityHint}</p>
        </div>
      </div>
      <div className="mt-8">
        <StepNav next={answers.bhkType ? "rooms" : undefined} m={m} locale={locale} />
      </div>
    </fieldset>
  );
}

const ALL_UNITS: Partial<Record<UnitId, boolean>> = { wardrobes: true, "tv-unit": true, "crockery-unit": true, "false-ceiling": true };
/** Rooms a home has several of: counted with − and +, named in the plural. */
const COUNTED = ["bedroom", "bathroom"] as const satisfies RoomId[];
const isCounted = (room: RoomId): room is (typeof COUNTED)[number] => (COUNTED as readonly RoomId[]).includes(room);

export function RoomsStep({ answers, card, m, locale }: StepProps) {
  const id = useId();
  const rooms = answers.rooms ?? {};
  const units = answers.units ?? {};
  const setRoom = (room: RoomId, count: number) => answersStore.update({ rooms: { ...rooms, [room]: Math.max(0, Math.min(6, count)) } });
  return (
    <div className="grid gap-8">
      <fieldset>
        <legend className="font-display text-2xl">{m.choose.roomsLegend}</legend>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {card.rooms.map((room) => {
            const count = rooms[room.id] ?? 0;
            return (
              <li key={room.id} className="flex items-center justify-between gap-3 rounded-xl border border-ink/10 bg-white p-4">
                {isCounted(room.id) ? (
                  <>
                    <span id={`${id}-${room.id}`} className="font-medium">
                      {m.choose.counted[room.id]}
                    </span>
                    <span className="flex items-center gap-2" role="group" aria-labelledby={`${id}-${room.id}`}>
                      <button
                        type="button"
                        className="carousel-control !h-10 !w-10 !text-xl"
                        onClick={() => setRoom(room.id, count - 1)}
                        aria-label={fill(m.choose.fewer, { rooms: inSentence(m.choose.counted[room.id]) })}
                      >
                        −
                      </button>
                      <output className="w-6 text-center font-semibold tabular-nums" aria-live="polite">
                        {count}
                      </output>
                      <button
                        type="button"
                        className="carousel-control !h-10 !w-10 !text-xl"
                        onClick={() => setRoom(room.id, count + 1)}
                        aria-label={fill(m.choose.more, { rooms: inSentence(m.choose.counted[room.id]) })}
                      >
                        +
                      </button>
                    </span>
                  </>
                ) : (
                  <label className="flex flex-1 cursor-pointer items-center justify-between gap-3 font-medium">
                    {room.name}
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-teal"
                      checked={count > 0}
                      onChange={(event) => setRoom(room.id, event.target.checked ? 1 : 0)}
                    />
                  </label>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset>
        <legend className="font-display text-2xl">{m.choose.unitsLegend}</legend>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {card.units.map((unit) => (
            <li key={unit.id}>
              <label className="flex cursor-pointer items-center justify-between gap-3 rounded-xl border border-ink/10 bg-white p-4 font-medium">
                <span>
                  {unit.name}
                  <span className="block text-sm font-normal text-muted">
                    {fill(m.choose.unitIn, {
                      rooms: unit.rooms.map((roomId) => inSentence(card.rooms.find((r) => r.id === roomId)?.name ?? roomId)).join(", "),
                    })}
                  </span>
                </span>
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-teal"
                  checked={Boolean(units[unit.id])}
                  onChange={(event) => answersStore.update({ units: { ...units, [unit.id]: event.target.checked } })}
                />
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <StepNav back="bhk-type" next={Object.values(rooms).some((n) => (n ?? 0) > 0) ? "package" : undefined} m={m} locale={locale} />
    </div>
  );
}
