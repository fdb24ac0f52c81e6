import Type from 'typebox';
import { ProgressPhoto } from './progress-photos.js';

/**
 * Results the studio may show (issue 30). A customer consents, explicitly and revocably, to one
 * pair of their photos (before, after); an admin publishes a consented pair with a caption to the
 * home page's results gallery; a withdrawn consent takes the pair off the site at once (the public
 * copies are deleted; caches hold the gallery for at most a minute).
 */

/**
 * The words the customer agrees to. A change to them is a new version: each consent records the
 * version it was given under.
 */
export const photoConsentWording = {
  version: '2026-12-01',
  text:
    'I allow the studio to show these two photos of me side by side, with a short caption and ' +
    'without my name, in the results gallery of its website. I can withdraw this at any time ' +
    'here; the pair then leaves the website within minutes.',
} as const;

export const PhotoConsentBody = Type.Object(
  {
    beforePhotoId: Type.String({ format: 'uuid' }),
    afterPhotoId: Type.String({ format: 'uuid' }),
  },
  { additionalProperties: false },
);
export type PhotoConsentBody = Type.Static<typeof PhotoConsentBody>;

export const PhotoConsentParams = Type.Object(
  { consentId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

const Publication = Type.Object({
  caption: Type.String(),
  publishedAt: Type.String({ format: 'date-time' }),
});

/** One consent as the customer and admins see it. */
export const PhotoConsent = Type.Object({
  _id: Type.String(),
  beforePhoto: ProgressPhoto,
  afterPhoto: ProgressPhoto,
  wordingVersion: Type.String(),
  grantedAt: Type.String({ format: 'date-time' }),
  withdrawnAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** On the website now, or null. */
  publication: Type.Union([Publication, Type.Null()]),
});
export type PhotoConsent = Type.Static<typeof PhotoConsent>;

/** `GET /api/me/photo-consents`: the customer's consents, newest first, withdrawn ones too. */
export const PhotoConsentList = Type.Object({ items: Type.Array(PhotoConsent) });
export type PhotoConsentList = Type.Static<typeof PhotoConsentList>;

/** `GET /api/photo-consents` (admins): every consent in force, newest first, with whose it is. */
export const ConsentedPair = Type.Object({
  ...PhotoConsent.properties,
  customer: Type.Object({ _id: Type.String(), name: Type.String() }),
});
export type ConsentedPair = Type.Static<typeof ConsentedPair>;
export const ConsentedPairList = Type.Object({ items: Type.Array(ConsentedPair) });
export type ConsentedPairList = Type.Static<typeof ConsentedPairList>;

export const captionMaxLength = 140;
export const PublicationBody = Type.Object(
  { caption: Type.String({ minLength: 3, maxLength: captionMaxLength }) },
  { additionalProperties: false },
);
export type PublicationBody = Type.Static<typeof PublicationBody>;

/** The widths each published pair is drawn at (before left, after right, 4:3 like the gallery). */
export const publishedImageWidths = [400, 800] as const;
export const publishedImageHeight = (width: number) => (width * 3) / 4;

/** A published pair as the public gallery shows it. */
export const PublishedResult = Type.Object({
  _id: Type.String(),
  caption: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  variants: Type.Array(Type.Object({ width: Type.Integer(), url: Type.String() })),
});
export type PublishedResult = Type.Static<typeof PublishedResult>;

/** `GET /api/published-results` (public): the newest published pairs, at most `galleryTileCount`. */
export const PublishedResultList = Type.Object({ items: Type.Array(PublishedResult) });
export type PublishedResultList = Type.Static<typeof PublishedResultList>;

export const PublishedImageParams = Type.Object(
  {
    resultId: Type.String({ format: 'uuid' }),
    width: Type.Union([Type.Literal('400.webp'), Type.Literal('800.webp')]),
  },
  { additionalProperties: false },
);

export const publishedImageUrl = (resultId: string, width: number) =>
  `/api/published-results/${resultId}/${width}.webp`;

export const consentWithdrawnMessage =
  'The customer has withdrawn their consent for this pair: it cannot be published.';
export const consentPairMessages = {
  samePhoto: 'Choose two different photos: a before and an after.',
  order: 'The before photo must be from an earlier date than the after photo.',
  notYours: 'Photo not found.',
  already: 'You already allowed this pair.',
} as const;
