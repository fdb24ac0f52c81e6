/** The test portals' studio time zone (their default `businessTimeZone`): days and months are counted there. */
const studioTimeZone = 'Asia/Singapore';

/** The studio's date (`YYYY-MM-DD`) of an instant, now by default. */
export const studioDate = (instant: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: studioTimeZone }).format(instant);

/** The studio's month (`YYYY-MM`) of an instant, now by default, as reports and charts label it. */
export const studioMonth = (instant: Date = new Date()): string => studioDate(instant).slice(0, 7);

/** The instant of a studio wall-clock time (`HH:MM`) on a studio date, whatever this machine's zone. */
export function atStudioTime(date: string, time: string): Date {
  const noonUtc = new Date(`${date}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-GB', {
    timeZone: studioTimeZone,
    timeZoneName: 'longOffset',
  })
    .formatToParts(noonUtc)
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return new Date(`${date}T${time}:00${offset || 'Z'}`);
}
