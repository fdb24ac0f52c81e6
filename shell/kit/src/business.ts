/**
 * The studio's business details: the one place that says who the studio is, how to reach it and
 * what it charges. The public pages, the footer, the prerendered HTML (titles, structured data,
 * sitemap) and the chat links all read from here; change a detail here and everything follows.
 * The values below are stand-ins until the studio supplies its own (see mfe-public/README.md).
 */
export interface BusinessDetails {
  /** Trading name shown in titles, structured data and alt texts. */
  studioName: string;
  /** The founder-trainer: `{name}` in 'Established in 2020 by {name}'. */
  founderName: string;
  establishedYear: number;
  /** The public site's origin, used for canonical links, Open Graph URLs and the sitemap. */
  siteUrl: string;
  /** `{phone}`: international format, digits only after the plus sign. */
  phone: `+${string}`;
  address: PostalAddress;
  /** What the embedded map searches for, and the coordinates given to search engines. */
  mapLocation: { query: string; latitude: number; longitude: number };
  social: SocialProfiles;
  prices: { trialSessionSgd: number };
  /** Opening hours in schema.org's `openingHours` notation, e.g. `Mo-Fr 07:00-22:00`. */
  openingHours: string[];
}

export interface PostalAddress {
  streetAddress: string;
  postalCode: string;
  locality: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
}

/** Profile addresses of the studio's accounts; WhatsApp is reached through `phone`. */
export interface SocialProfiles {
  instagram: string;
  facebook: string;
  tiktok: string;
}

export const business: BusinessDetails = {
  studioName: 'Apex Body Studio',
  founderName: 'Marcus Lim',
  establishedYear: 2020,
  siteUrl: 'https://www.apexbodystudio.sg',
  phone: '+6591234567',
  address: {
    streetAddress: '1 Kallang Place, #02-15',
    postalCode: '339211',
    locality: 'Singapore',
    country: 'SG',
  },
  mapLocation: {
    query: '1 Kallang Place, Singapore 339211',
    latitude: 1.3112,
    longitude: 103.8714,
  },
  social: {
    instagram: 'https://www.instagram.com/apexbodystudio.sg',
    facebook: 'https://www.facebook.com/apexbodystudio.sg',
    tiktok: 'https://www.tiktok.com/@apexbodystudio.sg',
  },
  prices: { trialSessionSgd: 100 },
  openingHours: ['Mo-Fr 07:00-22:00', 'Sa-Su 08:00-18:00'],
};

/** The message a visitor sends when they tap START NOW: it asks whether a trial session is free. */
export const trialAvailabilityMessage =
  'Hi! I would like to find out about the availability of a trial session.';

/**
 * A WhatsApp chat with the studio (`https://wa.me/<digits>`), optionally with a message typed in
 * for the visitor to send.
 */
export function whatsAppChatUrl(message?: string): string {
  const chat = `https://wa.me/${business.phone.slice(1)}`;
  // Percent-encoding (not URLSearchParams' `+` for spaces) is what WhatsApp documents for `text`.
  return message === undefined ? chat : `${chat}?text=${encodeURIComponent(message)}`;
}
