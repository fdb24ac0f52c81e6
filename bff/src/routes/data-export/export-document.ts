import { parqQuestions, type Lead } from '@studio/contracts/leads';
import type { SentMail } from '@studio/service-kit/sent-mail-log';
import type { ExportSection } from './export-reads.js';

/** What one section's read answered, before it is placed in the document. */
export type SectionAnswers = Partial<Record<ExportSection, unknown>>;

interface WithCustomer {
  customerID?: { _id?: string };
  customer?: { _id?: string };
}

const itemsOf = (answer: unknown): unknown[] => {
  if (Array.isArray(answer)) return answer;
  const items = (answer as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? items : [];
};

const belongsTo = (customerId: string) => (item: unknown) => {
  const { customerID, customer } = item as WithCustomer;
  return (customerID?._id ?? customer?._id) === customerId;
};

/**
 * The data export: everything the portal holds about one customer, one section per kind, as the
 * screens read it. `withheld` names the sections the caller's role may not read (never silently
 * missing), and the document says where the rest of a person's data lives. `mailsSent` lists the
 * mail sent to the customer's address, newest first: kind, subject and time, never the body.
 */
/** The PAR-Q of each trial request in words: each question with its answer. */
const healthAnswersOf = (trialRequests: Lead[]) =>
  trialRequests.map((request) => ({
    answeredAt: request.consent.at,
    answers: parqQuestions.map((question, index) => ({
      question,
      answer: request.parq[index] ? 'yes' : 'no',
    })),
    doctorClearance: request.doctorClearance,
  }));

export function exportDocument(
  customerId: string,
  answers: SectionAnswers,
  mailsSent: SentMail[],
  withheld: ExportSection[],
  exportedAt: Date,
) {
  const profile = answers.profile as { paymentHistory?: unknown[]; emailsOff?: boolean };
  const { paymentHistory = [], ...person } = profile;
  const trialRequests = itemsOf(answers.trialRequests) as Lead[];
  return {
    exportedAt: exportedAt.toISOString(),
    customerId,
    profile: person,
    packages: paymentHistory,
    sessions: answers.sessions,
    bookingRequests: itemsOf(answers.bookingRequests).filter(belongsTo(customerId)),
    payments: itemsOf(answers.payments),
    measurements: itemsOf(answers.measurements),
    progressPhotos: itemsOf(answers.progressPhotos),
    trialRequests,
    healthAnswers: healthAnswersOf(trialRequests),
    mailsSent,
    consents: {
      marketingEmails: profile.emailsOff ? 'withdrawn' : 'given',
      // The versions of the terms and the PDPA notice accepted with each trial request, and when.
      termsAndPrivacyNotice: trialRequests.map(({ consent }) => ({
        termsVersion: consent.terms,
        pdpaVersion: consent.pdpa,
        acceptedAt: consent.at,
      })),
      photoConsents: withheld.includes('photoConsents')
        ? null
        : itemsOf(answers.photoConsents).filter(
            (item) => (item as WithCustomer).customer === undefined || belongsTo(customerId)(item),
          ),
    },
    withheld,
  };
}

export type ExportDocument = ReturnType<typeof exportDocument>;
