import type { Messages } from "../messages";

export const tvUnits: Messages["tvUnits"] = {
  heading: "டிவி யூனிட் கேட்டலாக்",
  note: "விலைகளில் கேபினெட், ஃபினிஷ், ஹார்டுவேர், சென்னையில் பொருத்துதல் எல்லாம் அடக்கம். அளவுகள் மில்லிமீட்டரில் (அகலம் × உயரம்).",
  filter: "அகலத்தைக் கொண்டு வடிகட்ட",
  all: "எல்லா அகலங்களும்",
  bands: { compact: "1.8 மீ. வரை", standard: "1.8 – 2.4 மீ.", wall: "2.4 மீ.க்கு மேல்" },
  backPanel: " · பின் பேனல்",
  baseShelf: " · கீழ் ஷெல்ஃப்",
  carcass: "கேபினெட்",
  finish: "ஃபினிஷ்",
  installation: "பொருத்துதல்",
  day: "{days} நாள், {wall}",
  days: "{days} நாட்கள், {wall}",
  shown: "{shown} டிவி யூனிட்கள் காட்டப்படுகின்றன",
};
