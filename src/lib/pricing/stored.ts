import { BHK_TYPES, PACKAGE_IDS, type BhkType, type PackageId, type RateCard, type RoomId, type UnitId } from "./rate-card";
import type { EstimateInput } from "./estimate";

/**
 * Reads back what the estimator stored with a lead (its labels, e.g.
 * "Bedroom × 2", "TV unit") into the input it priced, so staff see the same
 * estimate. Null when the stored values no longer match the rate card.
 */
export function storedEstimateInput(
  bhkType: string | null,
  labels: readonly string[] | null,
  packageId: string | null,
  card: RateCard,
): EstimateInput | null {
  if (!BHK_TYPES.includes(bhkType as BhkType) || !PACKAGE_IDS.includes(packageId as PackageId) || !labels?.length) return null;
  const rooms: Partial<Record<RoomId, number>> = {};
  const units: Partial<Record<UnitId, boolean>> = {};
  for (const label of labels) {
    const [, name = "", count] = /^(.*?)(?:\s*×\s*(\d+))?$/.exec(label.trim()) ?? [];
    const room = card.rooms.find((candidate) => candidate.name === name);
    const unit = card.units.find((candidate) => candidate.name === name);
    if (room) rooms[room.id] = count ? Number(count) : 1;
    else if (unit && !count) units[unit.id] = true;
    else return null;
  }
  return { bhkType: bhkType as BhkType, rooms, units, packageId: packageId as PackageId };
}
