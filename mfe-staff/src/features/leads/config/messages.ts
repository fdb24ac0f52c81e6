import type { LeadStage } from '@studio/contracts/leads';

/** What the Leads screen says. */
export const leadMessages = {
  title: 'Leads',
  intro: 'Everyone who asked for the $100 trial, from the first step to their first package.',
  trainerIntro: 'The people whose trial is with you, from the first step to their first package.',
  empty: 'No leads yet.',
  emptyFiltered: 'No leads match.',
  healthFlag: 'Health: a PAR-Q "yes"',
  noteAdded: 'Note added.',
  markedLost: 'Lead marked lost.',
  paymentConfirmed: 'Payment confirmed: the trial is on the trainer’s calendar.',
  converted: (name: string) =>
    `${name} is now a customer. Offer them the portal from the Customers screen (Invite).`,
} as const;

/** The stages as the screen names them. */
export const stageLabels: Record<LeadStage, string> = {
  new: 'New',
  'trial booked': 'Trial booked',
  paid: 'Paid',
  attended: 'Attended',
  converted: 'Converted',
  lost: 'Lost',
};
