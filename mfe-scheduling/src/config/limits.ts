/** Calendar (spec section 9): visible hours, one-hour slots, at most 2 event rows a day in the month view. */
export const calendarHours = { first: 6, last: 23 } as const;
export const maxEventRowsPerDay = 2;

/** The schedule asks for at most this many trainings of its visible range at once. */
export const trainingsPerRange = 300;
