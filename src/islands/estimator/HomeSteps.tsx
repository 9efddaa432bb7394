import { useId } from "react";
import { defaultRooms } from "../../lib/pricing/estimate";
import { BHK_TYPES, type RateCard, type RoomId, type UnitId } from "../../lib/pricing/rate-card";
import { inputClass } from "../lead/TextField";
import { answersStore, stepPath, type Answers, type StepId } from "./store";

/** The estimator's first two steps (home type with its optional refinements, then rooms and units) and its step links. */
export function StepNav({ back, next, nextLabel = "Next" }: { back?: StepId; next?: StepId; nextLabel?: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {back ? (
        <a href={stepPath(back)} className="btn-outline text-teal">
          Back
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a href={stepPath(next)} className="btn-primary">
          {nextLabel}
        </a>
      ) : (
        <span className="btn cursor-not-allowed bg-ink/10 text-muted" aria-disabled="true">
          {nextLabel}
        </span>
      )}
    </div>
  );
}

export function BhkStep({ answers, card }: { answers: Answers; card: RateCard }) {
  const id = useId();
  return (
    <fieldset>
      <legend className="font-display text-2xl">What kind of home is it?</legend>
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
            Carpet area <span className="font-normal text-muted">(optional)</span>
          </label>
          <input
            id={`${id}-area`}
            type="number"
            inputMode="numeric"
            min={200}
            max={10000}
            placeholder="e.g. 850"
            aria-describedby={`${id}-area-hint`}
            className={`${inputClass} mt-1`}
            value={answers.carpetSqft ?? ""}
            onChange={(event) => {
              const sqft = Number(event.target.value);
              answersStore.update({ carpetSqft: Number.isFinite(sqft) && sqft > 0 ? sqft : undefined });
            }}
          />
          <p id={`${id}-area-hint`} className="mt-1 text-sm text-muted">
            In square feet, from your sale deed or floor plan. It sizes the rooms and narrows the range.
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-city`} className="font-medium">
            City <span className="font-normal text-muted">(optional)</span>
          </label>
          <select
            id={`${id}-city`}
            className={`${inputClass} mt-1`}
            value={answers.city ?? ""}
            onChange={(event) => answersStore.update({ city: event.target.value || undefined })}
          >
            <option value="">Not sure yet</option>
            {Object.keys(card.cityFactor).map((city) => (
              <option key={city}>{city}</option>
            ))}
          </select>
          <p className="mt-1 text-sm text-muted">Site and transport costs differ a little between cities.</p>
        </div>
      </div>
      <div className="mt-8">
        <StepNav next={answers.bhkType ? "rooms" : undefined} />
      </div>
    </fieldset>
  );
}

const ALL_UNITS: Partial<Record<UnitId, boolean>> = { wardrobes: true, "tv-unit": true, "crockery-unit": true, "false-ceiling": true };
const COUNTED: RoomId[] = ["bedroom", "bathroom"];

export function RoomsStep({ answers, card }: { answers: Answers; card: RateCard }) {
  const id = useId();
  const rooms = answers.rooms ?? {};
  const units = answers.units ?? {};
  const setRoom = (room: RoomId, count: number) => answersStore.update({ rooms: { ...rooms, [room]: Math.max(0, Math.min(6, count)) } });
  return (
    <div className="grid gap-8">
      <fieldset>
        <legend className="font-display text-2xl">Which rooms should we design?</legend>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {card.rooms.map((room) => {
            const count = rooms[room.id] ?? 0;
            return (
              <li key={room.id} className="flex items-center justify-between gap-3 rounded-xl border border-ink/10 bg-white p-4">
                {COUNTED.includes(room.id) ? (
                  <>
                    <span id={`${id}-${room.id}`} className="font-medium">
                      {room.name}s
                    </span>
                    <span className="flex items-center gap-2" role="group" aria-labelledby={`${id}-${room.id}`}>
                      <button
                        type="button"
                        className="carousel-control !h-10 !w-10 !text-xl"
                        onClick={() => setRoom(room.id, count - 1)}
                        aria-label={`Fewer ${room.name.toLowerCase()}s`}
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
                        aria-label={`More ${room.name.toLowerCase()}s`}
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
        <legend className="font-display text-2xl">Which units should we include?</legend>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {card.units.map((unit) => (
            <li key={unit.id}>
              <label className="flex cursor-pointer items-center justify-between gap-3 rounded-xl border border-ink/10 bg-white p-4 font-medium">
                <span>
                  {unit.name}
                  <span className="block text-sm font-normal text-muted">
                    In {unit.rooms.map((roomId) => card.rooms.find((r) => r.id === roomId)?.name.toLowerCase()).join(", ")}
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
      <StepNav back="bhk-type" next={Object.values(rooms).some((n) => (n ?? 0) > 0) ? "package" : undefined} />
    </div>
  );
}
