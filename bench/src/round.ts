/** Rounded to one decimal place, as the bench prints and records its figures. */
export const round1 = (value: number): number => Math.round(value * 10) / 10;
