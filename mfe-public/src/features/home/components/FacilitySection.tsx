import { business } from '@studio/shell-kit/business';
import { mapEmbedUrl } from '@studio/shell-kit/map-embed';

const mapUrl = mapEmbedUrl(business.mapLocation.query);

/** Where the studio is: address, hours and an embedded map that loads only when scrolled near. */
export function FacilitySection() {
  const { address } = business;
  return (
    <section className="pub-section" aria-labelledby="facility-heading">
      <div className="pub-container pub-facility">
        <div>
          <h2 id="facility-heading">Our Facility</h2>
          <p>
            A private, fully equipped training space: free weights, racks, cable machines, TRX and
            cardio equipment, with room to focus on you and your coach.
          </p>
          <address className="pub-address">
            {business.studioName}
            <br />
            {address.streetAddress}
            <br />
            {address.locality} {address.postalCode}
          </address>
        </div>
        <div className="pub-map">
          <iframe
            title={`Map showing the location of ${business.studioName}`}
            src={mapUrl}
            width="600"
            height="450"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        </div>
      </div>
    </section>
  );
}
