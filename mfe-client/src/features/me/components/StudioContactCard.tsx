import type { StudioContact } from '@studio/contracts/customer-accounts';

/** How to reach the studio: a phone number that dials on a phone, and the address. */
export function StudioContactCard({ contact }: { contact: StudioContact }) {
  return (
    <address className="me-contact">
      <p className="me-item-title">{contact.name}</p>
      {contact.address && <p>{contact.address}</p>}
      {contact.phone && (
        <p>
          <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
        </p>
      )}
    </address>
  );
}
