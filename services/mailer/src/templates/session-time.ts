/** A session's day and time as people read them, on the wall clock of `timeZone`. */
export function sessionTime(startsAt: string, timeZone: string): { day: string; time: string } {
  const instant = new Date(startsAt);
  const day = new Intl.DateTimeFormat('en-SG', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(instant);
  const time = new Intl.DateTimeFormat('en-SG', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
  return { day, time };
}
