import type { UpstreamName } from '../../config.js';
import type { SessionData } from '../../session/session-store.js';

/**
 * One read of a customer's data export: the service route a screen reads it from, and the
 * export's section it fills. The customer's own export reads what `/me` shows; staff read what the
 * customer's page shows, as that caller (the services check role and ownership as always).
 */
export interface ExportRead {
  section: ExportSection;
  upstream: UpstreamName;
  path: string;
}

export const exportSections = [
  'profile',
  'sessions',
  'bookingRequests',
  'payments',
  'measurements',
  'progressPhotos',
  'trialRequests',
  'photoConsents',
] as const;
export type ExportSection = (typeof exportSections)[number];

/** The reads of the customer's own export (`GET /api/me/export`). */
export function ownExportReads(): ExportRead[] {
  return [
    { section: 'profile', upstream: 'customer', path: '/api/me/customer' },
    { section: 'sessions', upstream: 'training', path: '/api/me/trainings' },
    { section: 'bookingRequests', upstream: 'training', path: '/api/me/booking-requests' },
    { section: 'payments', upstream: 'payment', path: '/api/me/payments' },
    { section: 'measurements', upstream: 'customer', path: '/api/me/measurements' },
    { section: 'progressPhotos', upstream: 'customer', path: '/api/me/photos' },
    { section: 'trialRequests', upstream: 'customer', path: '/api/me/trial-requests' },
    { section: 'photoConsents', upstream: 'customer', path: '/api/me/photo-consents' },
  ];
}

/**
 * The reads of a staff member's export of one customer (`GET /api/customers/:id/export`).
 * Booking requests and photo consents come from the staff lists, narrowed to the customer
 * afterwards; the consents list is an admin's only, so a trainer's export says it is withheld.
 */
export function staffExportReads(customerId: string, caller: SessionData): ExportRead[] {
  const id = encodeURIComponent(customerId);
  const reads: ExportRead[] = [
    { section: 'profile', upstream: 'customer', path: `/api/customers/${id}` },
    { section: 'sessions', upstream: 'training', path: `/api/training?customerId=${id}` },
    { section: 'bookingRequests', upstream: 'training', path: '/api/booking-requests' },
    { section: 'payments', upstream: 'customer', path: `/api/customers/${id}/payments` },
    { section: 'measurements', upstream: 'customer', path: `/api/customers/${id}/measurements` },
    { section: 'progressPhotos', upstream: 'customer', path: `/api/customers/${id}/photos` },
    {
      section: 'trialRequests',
      upstream: 'customer',
      path: `/api/customers/${id}/trial-requests`,
    },
  ];
  if (caller.role === 'admin')
    reads.push({ section: 'photoConsents', upstream: 'customer', path: '/api/photo-consents' });
  return reads;
}
