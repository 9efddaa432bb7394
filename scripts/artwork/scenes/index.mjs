/** The scene that draws each artwork key (the keys are listed in src/config/artwork.ts). */
import { bathroomLuxe, bathroomTeal } from "./bathrooms.mjs";
import { CASE_STUDY_DETAILS } from "./case-studies.mjs";
import { bedroomOakWainscot, bedroomTealSuite, heroBedroom } from "./bedrooms.mjs";
import { bedroomMinimal, bedroomPremium } from "./bedroom-suites.mjs";
import { dining, diningVilla, lights } from "./dining.mjs";
import { wallPaint, wallpaperScene } from "./finishes.mjs";
import { homeOpenPlan, homeSection } from "./homes.mjs";
import { homeModern } from "./homes-modern.mjs";
import { homeFull } from "./homes-traditional.mjs";
import { kidsMural } from "./kids.mjs";
import { kidsBedroom } from "./kids-shared.mjs";
import { heroKitchen, kitchenLuxury, kitchenWalnutBrass } from "./kitchens-island.mjs";
import { kitchenModern, kitchenTerracotta } from "./kitchens.mjs";
import { kitchenDesigner, kitchenWet } from "./kitchens-galley.mjs";
import { kitchenClassic, kitchenCompact, kitchenGlass, kitchenMonochrome } from "./kitchens-styles.mjs";
import { furnitureScene, heroLiving, livingMarbleLounge, livingTealSlats } from "./living.mjs";
import { livingApartment, livingDiningCompact } from "./living-compact.mjs";
import { livingChettinad, livingDarkLounge, livingElegant, livingLuxury } from "./living-grand.mjs";
import { pooja } from "./pooja.mjs";
import { process1, process2, process3, process4, process5, process6 } from "./process.mjs";
import { falseCeiling, foyer, spaceSaving, study, studyHomeOffice } from "./small-rooms.mjs";
import { crockery, wardrobeScene } from "./storage.mjs";
import { dressingRoom, wardrobeOak } from "./storage-suites.mjs";
import { tvUnit } from "./tv-units.mjs";
import { tvCaneConsole, tvDisplayNiches, tvFullWall, tvSideTowers, tvStoneWall } from "./tv-walls.mjs";
import { tvBedroomPanel, tvCorner, tvFlutedFloating, tvSlimConsole, tvVeneerSlats } from "./tv-catalogue.mjs";

export const SCENES = {
  "hero-living": heroLiving,
  "living-elegant": livingElegant,
  "living-luxury": livingLuxury,
  "living-teal-slats": livingTealSlats,
  "living-marble-lounge": livingMarbleLounge,
  "living-chettinad": livingChettinad,
  "living-dark-lounge": livingDarkLounge,
  "living-dining-compact": livingDiningCompact,
  "living-apartment": livingApartment,
  "kitchen-modern": kitchenModern,
  "kitchen-luxury": kitchenLuxury,
  "kitchen-walnut-brass": kitchenWalnutBrass,
  "kitchen-designer": kitchenDesigner,
  "kitchen-terracotta": kitchenTerracotta,
  "kitchen-wet": kitchenWet,
  "kitchen-glass": kitchenGlass,
  "kitchen-classic": kitchenClassic,
  "kitchen-monochrome": kitchenMonochrome,
  "kitchen-compact": kitchenCompact,
  "hero-kitchen": heroKitchen,
  "hero-bedroom": heroBedroom,
  "bedroom-minimal": bedroomMinimal,
  "bedroom-premium": bedroomPremium,
  "bedroom-oak-wainscot": bedroomOakWainscot,
  "bedroom-teal-suite": bedroomTealSuite,
  "kids-bedroom": kidsBedroom,
  "kids-mural": kidsMural,
  "bathroom-luxe": bathroomLuxe,
  "bathroom-teal": bathroomTeal,
  wardrobe: wardrobeScene,
  "wardrobe-oak": wardrobeOak,
  "dressing-room": dressingRoom,
  crockery,
  "tv-unit": tvUnit,
  "tv-slim-console": tvSlimConsole,
  "tv-corner": tvCorner,
  "tv-bedroom-panel": tvBedroomPanel,
  "tv-fluted-floating": tvFlutedFloating,
  "tv-veneer-slats": tvVeneerSlats,
  "tv-cane-console": tvCaneConsole,
  "tv-stone-wall": tvStoneWall,
  "tv-display-niches": tvDisplayNiches,
  "tv-side-towers": tvSideTowers,
  "tv-full-wall": tvFullWall,
  study,
  "study-home-office": studyHomeOffice,
  "false-ceiling": falseCeiling,
  "space-saving": spaceSaving,
  pooja,
  foyer,
  lights,
  wallpaper: wallpaperScene,
  "wall-paint": wallPaint,
  furniture: furnitureScene,
  dining,
  "dining-villa": diningVilla,
  "home-modern": homeModern,
  "home-full": homeFull,
  "home-section": homeSection,
  "home-open-plan": homeOpenPlan,
  "process-1": process1,
  "process-2": process2,
  "process-3": process3,
  "process-4": process4,
  "process-5": process5,
  "process-6": process6,
  ...CASE_STUDY_DETAILS,
};
