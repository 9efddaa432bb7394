/** The scene that draws each artwork key (the keys are listed in src/config/artwork.ts). */
import { bathroomLuxe } from "./bathrooms.mjs";
import { bedroomMinimal, bedroomPremium, heroBedroom } from "./bedrooms.mjs";
import { dining, lights } from "./dining.mjs";
import { wallPaint, wallpaperScene } from "./finishes.mjs";
import { homeFull, homeModern } from "./homes.mjs";
import { kidsBedroom } from "./kids.mjs";
import { heroKitchen, kitchenLuxury } from "./kitchens-island.mjs";
import { kitchenDesigner, kitchenModern } from "./kitchens.mjs";
import { furnitureScene, heroLiving, livingElegant, livingLuxury } from "./living.mjs";
import { pooja } from "./pooja.mjs";
import { process1, process2, process3, process4, process5, process6 } from "./process.mjs";
import { falseCeiling, foyer, spaceSaving, study } from "./small-rooms.mjs";
import { crockery, wardrobeScene } from "./storage.mjs";
import { tvUnit } from "./tv-units.mjs";

export const SCENES = {
  "hero-living": heroLiving,
  "living-elegant": livingElegant,
  "living-luxury": livingLuxury,
  "kitchen-modern": kitchenModern,
  "kitchen-luxury": kitchenLuxury,
  "kitchen-designer": kitchenDesigner,
  "hero-kitchen": heroKitchen,
  "hero-bedroom": heroBedroom,
  "bedroom-minimal": bedroomMinimal,
  "bedroom-premium": bedroomPremium,
  "kids-bedroom": kidsBedroom,
  "bathroom-luxe": bathroomLuxe,
  wardrobe: wardrobeScene,
  crockery,
  "tv-unit": tvUnit,
  study,
  "false-ceiling": falseCeiling,
  "space-saving": spaceSaving,
  pooja,
  foyer,
  lights,
  wallpaper: wallpaperScene,
  "wall-paint": wallPaint,
  furniture: furnitureScene,
  dining,
  "home-modern": homeModern,
  "home-full": homeFull,
  "process-1": process1,
  "process-2": process2,
  "process-3": process3,
  "process-4": process4,
  "process-5": process5,
  "process-6": process6,
};
