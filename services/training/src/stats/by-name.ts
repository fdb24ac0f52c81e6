/** The order `localeCompare` gives names, with the collator built once rather than per comparison. */
export const byName = new Intl.Collator();
