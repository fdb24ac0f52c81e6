/** A business date (`YYYY-MM-DD`) as people read it: "Monday, 31 May 2027". */
export function businessDayPhrase(date: string): string {
  return new Intl.DateTimeFormat('en-SG', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}
