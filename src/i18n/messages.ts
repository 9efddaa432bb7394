import type { en } from "./en";

/** The catalogue's shape with every message as a string: the Tamil catalogue must have exactly the English keys. */
type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? readonly string[] : Catalogue<T[K]> };

/** Every visible string of the site, one catalogue per language. */
export type Messages = Catalogue<typeof en>;
