/**
 * Detail shots for the case studies: each is the project's own room, drawn by
 * its scene (and seeded with its key, so every object matches), seen from a
 * step to one side and closer in.
 */
import { bathroomLuxe } from "./bathrooms.mjs";
import { bedroomMinimal } from "./bedroom-suites.mjs";
import { homeModern } from "./homes-modern.mjs";
import { kidsBedroom } from "./kids-shared.mjs";
import { kitchenLuxury } from "./kitchens-island.mjs";
import { kitchenDesigner } from "./kitchens-galley.mjs";
import { livingDiningCompact } from "./living-compact.mjs";
import { livingElegant } from "./living-grand.mjs";

const detail = (scene, room, camX, zoom, focus) => (_key, W, H, view) => scene(room, W, H, { ...view, camX, zoom, focus });

export const CASE_STUDY_DETAILS = {
  "kitchen-designer-washing": detail(kitchenDesigner, "kitchen-designer", -0.6, 1.5, [0.72, 0.55]),
  "kitchen-designer-cooking": detail(kitchenDesigner, "kitchen-designer", 0.6, 1.5, [0.28, 0.55]),
  "kitchen-luxury-island": detail(kitchenLuxury, "kitchen-luxury", 0.6, 1.6, [0.4, 0.62]),
  "living-elegant-tv-wall": detail(livingElegant, "living-elegant", 0.5, 1.6, [0.3, 0.6]),
  "living-elegant-niche": detail(livingElegant, "living-elegant", 0, 2.2, [0.9, 0.58]),
  "kids-bedroom-bunk": detail(kidsBedroom, "kids-bedroom", 0.5, 1.35, [0.3, 0.45]),
  "kids-bedroom-desks": detail(kidsBedroom, "kids-bedroom", -0.4, 1.7, [0.82, 0.55]),
  "bathroom-luxe-vanity": detail(bathroomLuxe, "bathroom-luxe", 0.3, 1.8, [0.3, 0.55]),
  "bathroom-luxe-shower": detail(bathroomLuxe, "bathroom-luxe", -0.2, 1.8, [0.62, 0.5]),
  "bedroom-minimal-bed": detail(bedroomMinimal, "bedroom-minimal", -0.5, 1.6, [0.78, 0.6]),
  "home-modern-kitchen": detail(homeModern, "home-modern", 0.4, 1.7, [0.25, 0.5]),
  "living-dining-compact-crockery": detail(livingDiningCompact, "living-dining-compact", -0.3, 1.8, [0.65, 0.45]),
  "living-dining-compact-tv": detail(livingDiningCompact, "living-dining-compact", 0.3, 1.7, [0.25, 0.5]),
};
