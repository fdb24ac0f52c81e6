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
  // The paged, searched list (issue 12), not in the spec.
  tableLabel: 'Customers',
  searchLabel: 'Search customers',
  searchHintAdmin: 'Name, email, phone or trainer',
  searchHintTrainer: 'Name, email or phone',
  noCustomers: 'No customers yet.',
  noMatches: 'No customers match this search.',
  loadingPayments: 'Loading payments…',
  paymentsFailed: 'The payments could not be loaded.',
  tryAgain: 'Try again',
  // Mail to customers (issue 13), not in the spec.
  lowBalance: 'Low balance',
  emailsOff: 'Emails off',
  renewConsent: 'Emails allowed again',
  renewConsentQuestion: (name: string) =>
    `Has ${name} agreed to get reminders and notices by email again? Note it only with their consent.`,
  consentRenewed: 'Noted: reminders and notices will be emailed again.',
  consentRenewFailed: 'Could not note the renewed consent, please try again.',
} as const;
