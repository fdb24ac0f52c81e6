/** What the customers screen and its modals say, word for word from the spec (sections 2, 8). */
export const customerMessages = {
  title: 'List of Customers',
  sortHint: 'Click on column headers to sort',
  addButton: 'Add New Customer',
  added: 'Success! Customer has been added.',
  updated: 'Success! Customer has been updated.',
  saveFailed: 'Failed to add/update customer, please try again.',
  noPaymentHistory: 'No Payment History',
  showMore: '+ Show More',
  showLess: '− Show Less',
  selectTrainer: 'Select Trainer',
  paymentConfirm: 'I have checked the PayNow receipt',
  paymentThankYou: 'Thank you. Payment records have been updated accordingly.',
  exportCsv: 'Export CSV',
  // Mail to customers (issue 13), not in the spec.
  lowBalance: 'Low balance',
  emailsOff: 'Emails off',
  renewConsent: 'Emails allowed again',
  renewConsentQuestion: (name: string) =>
    `Has ${name} agreed to get reminders and notices by email again? Note it only with their consent.`,
  consentRenewed: 'Noted: reminders and notices will be emailed again.',
  consentRenewFailed: 'Could not note the renewed consent, please try again.',
  // Packages (issue 14), not in the spec.
  nextExpiry: (sessions: number, date: string) =>
    `${sessions} ${sessions === 1 ? 'session expires' : 'sessions expire'} ${date}`,
  packageLeft: (left: number, date: string) => `${left} left · expires ${date}`,
  packageExpired: (expired: number, date: string) =>
    expired > 0
      ? `Expired ${date}: ${expired} unused ${expired === 1 ? 'session' : 'sessions'} removed`
      : `Expired ${date}`,
  reference: (reference: string) => `Ref ${reference}`,
  extend: 'Extend',
  extendLabel: (sessions: number, date: string) =>
    `Extend the package of ${sessions} sessions expiring ${date}`,
  extendTitle: 'Extend package',
  extendExplain: (customerName: string, sessions: number, date: string) =>
    `${customerName}'s package of ${sessions} sessions expires ${date}. Choose a later date and say why.`,
  extendDate: 'New expiry date',
  extendReason: 'Reason',
  extendSubmit: 'Extend',
  extendSaving: 'Extending…',
  extendFailed: 'Could not extend the package.',
  extended: (date: string) => `Package extended to ${date}.`,
} as const;
