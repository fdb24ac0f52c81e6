export interface ConflictingBooking {
  /** When the training in the way starts. */
  at: Date;
  customerName: string;
  trainerName: string;
  sameTrainer: boolean;
  sameCustomer: boolean;
}

/** "Mon, 3 Mar 2025, 9:00 am" in the business time zone, as staff read their diary. */
export function formatBusinessDateTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-SG', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(date);
}

function describe(booking: ConflictingBooking, timeZone: string): string {
  const when = formatBusinessDateTime(booking.at, timeZone);
  const who =
    booking.sameTrainer && !booking.sameCustomer
      ? `${booking.trainerName} is already training ${booking.customerName}`
      : `${booking.customerName} already has a training with ${booking.trainerName}`;
  return `${who} at ${when}`;
}

/**
 * The 409 message the schedule modal shows. Partner sessions are real, so the message says how
 * to book anyway instead of only refusing.
 */
export function conflictMessage(bookings: ConflictingBooking[], timeZone: string): string {
  const lines = bookings.map((booking) => describe(booking, timeZone));
  return `Schedule conflict: ${lines.join('; ')}. Confirm to book it anyway (e.g. a partner session).`;
}
