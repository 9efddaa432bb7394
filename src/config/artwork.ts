/**
 * The illustrations in `src/assets/artwork/`, by name, each with a short
 * description of what it shows (its alt text). Content refers to artwork by
 * these names; the company replaces an illustration with a photo by dropping
 * a JPEG of the same name into that folder (and updates the description if
 * the photo shows something else).
 */
export const ARTWORK = {
  "hero-living":
    "A warm living room with a fluted walnut wall behind a linen sofa, an arc lamp, and a TV on a stone panel on the side wall",
  "hero-kitchen":
    "A kitchen with handle-less ivory wall units, a walnut base run, a built-in oven and a fluted walnut island with three stools",
  "hero-bedroom":
    "A calm bedroom with an upholstered headboard in a painted arch, rattan pendants, a green armchair and a full-height wardrobe",
  "kitchen-modern":
    "An L-shaped kitchen with handle-less sage base units, white wall units, a tall oven unit and the sink under a side window",
  "kitchen-luxury":
    "A show kitchen with a long sintered-stone island, four bar stools, greige handle-less units and a fluted-glass door open onto a wet kitchen",
  "kitchen-designer":
    "A narrow parallel kitchen with deep teal base units, soft white wall units, black granite counters and a roll-up appliance garage",
  "living-elegant":
    "A double-height living room with a full-height walnut TV wall lined in brass, a glowing onyx niche, a sectional sofa and a slatted partition",
  "living-luxury":
    "A living room with a marble-look TV wall framed in gold, a teal velvet sofa, two armchairs, a round marble table and a three-ring chandelier",
  "bedroom-minimal":
    "A minimalist bedroom with a pale oak sliding wardrobe wall, a low linen bed against a fluted headboard panel and a reading chair by the window",
  "bedroom-premium":
    "A master suite with a full-height padded headboard wall framed in walnut, floating bedside drawers, glass-fronted wardrobes and an armchair by the window",
  "kids-bedroom":
    "A shared kids' room with a bunk bed and a staircase of drawers, two study desks with pin boards, storage bins and mountain wallpaper",
  "bathroom-luxe":
    "A stone-tone bathroom with a fluted wall behind a wall-hung oak vanity, a backlit mirror, a frameless glass shower panel and a lit niche",
  "home-modern":
    "An open-plan apartment in white, sage and light oak: an L-shaped kitchen with a tall oven unit, a dining table, a sofa facing a floating fluted TV console",
  "home-full":
    "A cut-away two-storey house with a tiled roof: pooja room, study and bedroom upstairs; a living room with a swing, a dining room and a bedroom below",
  wardrobe: "A sliding wardrobe with a mirrored panel, a sage panel and an open bay showing hanging clothes and folded shelves",
  crockery:
    "A crockery unit with glass-fronted upper cabinets holding plates and glasses, a mirrored niche and sage base cabinets beside a dining table",
  "tv-unit":
    "A TV wall with a stone panel, a bridge cabinet above, lit open shelves on one side, a fluted tall cabinet on the other and a floating console",
  study: "A study corner with an oak desk, a pin board, floating bookshelves, a tall bookcase and a task chair",
  "false-ceiling": "A living room under a two-tier false ceiling with cove lights, downlights and a ring chandelier",
  "space-saving": "A wall bed folded down from a storage unit, with a fold-down desk and a folding stool beside it",
  pooja: "A pooja unit with a backlit jaali arch, brass bells, diyas and marigold garlands above a walnut cabinet, a kolam on the floor",
  foyer: "A foyer with a round brass mirror on a terracotta limewash wall, a console on brass legs and a fluted shoe cabinet with a seat",
  lights: "A dining room at night under a cluster of pendant lights, with a wall sconce on each side and a walnut sideboard",
  wallpaper: "A living room with botanical arch-pattern wallpaper behind a terracotta sofa, and a roll of the paper on the floor",
  "wall-paint": "A wall half painted in terracotta, with a roller, paint tray, tin, swatch cards, a swatch fan and a step ladder",
  furniture: "A reading corner with a mustard armchair, a teal lounge chair, a round side table and a painted arch on the wall",
  dining: "A long dining table with cane-backed chairs, an arched mirror over a sideboard and globe pendants, beside tall windows",
  "process-1": "Illustration of a designer and a home owner at a table with a floor plan and material swatches",
  "process-2": "Illustration of a clear, itemised quotation with rupee coins and a tick",
  "process-3": "Illustration of a measured floor plan with a tape measure and a pencil",
  "process-4": "Illustration of a swatch fan, fabric samples and a 3D view of a cabinet",
  "process-5": "Illustration of a factory panel saw, a stack of finished panels and an assembled cabinet",
  "process-6": "Illustration of a finished living room and a set of house keys",
  "kitchen-terracotta":
    "A kitchen with terracotta base units, oak wall units with fluted glass, a rattan pendant and an arched window over the sink",
  "bedroom-oak-wainscot":
    "A bedroom with an oak slatted wainscot and picture ledge behind a sage bed, globe pendants and a white wardrobe with a loft",
  "wardrobe-oak":
    "A pale oak sliding wardrobe wall with one bay open on hanging saris, shelves of folded silks, a locker and a pull-out trouser rack",
  "kids-mural": "A kids' room with a mountain mural, a bunk bed with a ladder, cubby shelves with bins and a play tent",
  "bathroom-teal":
    "A bathroom with a deep teal tiled shower behind a brass-framed glass screen, a walnut vanity with a vessel basin and a backlit arched mirror",
  "home-open-plan":
    "An open-plan home with a walnut kitchen and island, a round dining table and a living area in front of full-height garden windows",
  "home-section": "A cut-away two-storey house showing a bedroom, a study, a living room and a kitchen",
  "study-home-office":
    "A spare room set up as an office: a desk along the whole wall, sage fabric acoustic panels, two task chairs and a sofa-cum-bed",
  "dining-villa":
    "A villa dining room with an eight-seater cane-backed dining set under a brass ring chandelier and a double-height glass wall onto the garden",
  "dressing-room":
    "A walk-in dressing room lined with lit glass-fronted wardrobes, an island of drawers in the middle and a full-length mirror",
  "bedroom-teal-suite": "A bedroom with a walnut-panelled wall, a teal channelled headboard, brass lamps and glass-fronted wardrobes",
  "living-teal-slats": "A living room with a dark walnut slatted TV wall over a floating console, open shelves and a teal sofa",
  "living-marble-lounge":
    "A lounge with a marble feature wall behind a white sofa, a ring chandelier, teal armchairs and the TV on a side wall",
  "living-chettinad":
    "A Chettinad-style living room with a swing on brass chains, Athangudi-pattern floor tiles, carved teak doors, teak pillars and brass lanterns",
  "living-dark-lounge":
    "A dark lounge with a fluted media wall and backlit TV, a forest-green sofa, a lit bar unit in bronze glass and spotlit art",
  "living-dining-compact":
    "A compact living and dining room with a slim wall-hung TV unit, a crockery unit with fluted-glass doors, a four-seater table and a mirror panel",
  "living-apartment":
    "An apartment living room with a sage wall, a fluted TV panel over a low console, a grey sofa, a terracotta armchair and a balcony door",
  "kitchen-wet":
    "A wet kitchen seen through a fluted-glass sliding door: a four-burner hob with steel vessels under a large chimney, a granite counter, a grinder and a deep sink",
  "kitchen-walnut-brass":
    "A kitchen in walnut and brass: walnut tall units and fluted-glass wall units, a brass hood, teal base units and a marble island",
  "kitchen-glass":
    "A kitchen with lit fluted-glass wall units in black frames, deep green base units, a black tall oven unit and globe pendants",
  "kitchen-classic":
    "A kitchen with bottle-green shaker-style base units, cream shaker wall units, brass knobs, a window over the sink and a brass pendant",
  "kitchen-monochrome":
    "A kitchen with charcoal handle-less units, a veined white slab running up the wall, black floating shelves and a black tap",
  "kitchen-compact":
    "A compact L-shaped kitchen with light wood laminate units, a granite counter, a window over the sink and a loft with steel vessels",
  "tv-slim-console":
    "A bedroom wall with a 43-inch TV above a 1.2 m floating oak console with two drawers and an open bay for the set-top box, seen from the bed",
  "tv-corner":
    "A corner TV unit: low sage cabinets along both walls, an angled panel with the TV across the corner, display shelves stepping up the side wall",
  "tv-bedroom-panel":
    "A 1.5 m bedroom TV panel with a fluted centre strip, narrow open shelves either side and a warm strip along the top, seen from the bed",
  "tv-fluted-floating":
    "A 1.8 m sage fluted panel with a TV, an oak ledge holding a soundbar and set-top box, and a floating base of drawers",
  "tv-veneer-slats": "A 2 m wall of oak slats on a black backing with a floating TV and no base unit, a low bench and plants below",
  "tv-cane-console": "A 2.1 m cane-fronted console on slim metal legs below a TV hung on a terracotta limewash wall",
  "tv-stone-wall": "A 2.4 m marble-look TV wall in champagne frames with a backlit screen and a long floating base in charcoal",
  "tv-display-niches":
    "A 2.7 m TV wall with a wood-grain panel, four lit display niches with Golu dolls and brassware, and closed storage below",
  "tv-side-towers":
    "A 3 m media wall: full-height towers either side, speakers in fabric behind smoked oak, a soundbar shelf and cane-fronted bays",
  "tv-full-wall":
    "A 3.6 m floor-to-ceiling media wall: a stone-look centre with an 85-inch TV, fluted walnut sides with lit niches and a floating base",
  "kitchen-designer-washing":
    "The washing side of the Velachery parallel kitchen, seen from beside the hob: the sink over a dishwasher, a roll-up appliance garage with the mixer inside, and a tall teal pantry",
  "kitchen-luxury-island":
    "The Nungambakkam kitchen's island up close: a white sintered-stone top over fluted walnut, four bar stools, a built-in oven stack and the fluted-glass door to the wet kitchen",
  "living-elegant-tv-wall":
    "The walnut TV wall of the Anna Nagar living room with its thin brass lines and glowing backlight, seen past the slatted wooden partition and the sectional",
  "kids-bedroom-desks":
    "The study wall of the Whitefield kids' room: a white desk with a lamp and laptop, two pin boards, a long bookshelf, a tall wardrobe and the foot of the bunk bed",
  "bathroom-luxe-vanity":
    "The vanity of the Besant Nagar bathroom up close: a wall-hung oak vanity with a white top and brass tap under a backlit mirror, on a fluted stone-tone wall",
  "bedroom-minimal-bed":
    "The Mylapore bedroom from the wardrobe side: a low linen bed against a fluted headboard panel with wall lights, floating bedside shelves and a reading chair by the window",
  "home-modern-kitchen":
    "The kitchen corner of the OMR apartment: sage L-shaped base units, white wall units, a tall oven unit and a round dining table with four chairs under a sage pendant",
  "living-dining-compact-crockery":
    "The dining wall of the T. Nagar flat: a shallow crockery unit with fluted-glass doors over closed cupboards, the pendant over the table and the slim wall-hung TV unit",
  "kitchen-designer-cooking":
    "The cooking side of the Velachery parallel kitchen: deep teal drawers under the hob, a steel ladle rail and a spice shelf on the tiles, soft white wall units above",
  "living-elegant-niche":
    "The backlit display niche in the side wall of the Anna Nagar living room, glowing behind brassware and small figures, beside the tall garden window",
  "kids-bedroom-bunk":
    "The Whitefield kids' room from the door: the bunk bed with its teal upper bunk and guard rail, mountain wallpaper, colourful storage bins and the study wall",
  "bathroom-luxe-shower":
    "The Besant Nagar bathroom's frameless glass shower beside the oak vanity, with a lit niche and a brass rain shower on the stone-tone tiles",
  "living-dining-compact-tv":
    "The living side of the T. Nagar flat: a slim wall-hung TV over a low console, the sofa in front and the fluted-glass crockery unit beside the dining table",
} as const satisfies Record<string, string>;

export type ArtworkKey = keyof typeof ARTWORK;

export const ARTWORK_KEYS = Object.keys(ARTWORK) as [ArtworkKey, ...ArtworkKey[]];

/**
 * `npm run artwork` writes this mark (and a hash of the drawing) into the EXIF
 * description of every JPEG it makes. A photo dropped in under the same name
 * has no mark: the generator never overwrites it and the site stops labelling
 * that picture as an illustration.
 */
export const GENERATED_ARTWORK_MARK = "aalayam-generated-artwork:";
