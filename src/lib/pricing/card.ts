import raw from "../../../content/pricing/rate-card.json";
import { rateCardSchema } from "./rate-card";

/** The rate card from content, validated when the site builds (a bad edit fails the build with the field named). */
export const rateCard = rateCardSchema.parse(raw);
