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
  // The real PayNow QR code (issue 14), not in the spec.
  payNowScan: 'Ask the customer to scan this QR code and pay by PayNow.',
  payNowEnterAmount: 'The QR code appears once the amount paid is entered below.',
  payNowLoading: 'Making the QR code…',
  payNowFailed: 'Could not make the PayNow QR code.',
  payNowQrDrawFailed: 'The QR code could not be drawn. Please close this window and try again.',
  payNowAmountHint: 'A whole number of dollars from 1 to 100000.',
  payNowSettingsLink: 'Add the PayNow account in Settings',
  payNowQrLabel: (amount: number, payee: string, reference: string) =>
    `PayNow QR code: pay $${amount.toFixed(2)} to ${payee}, reference ${reference}`,
  packageValidityHint: (days: number) => `The studio's usual validity is ${days} days.`,
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
  exportData: 'Data',
  exportDataOf: (name: string) => `Download the data held about ${name}`,
  exportDataFailed: 'The data could not be downloaded just now. Please try again.',
  erase: 'Erase',
  eraseOf: (name: string) => `Erase ${name}`,
  eraseTitle: 'Erase this customer?',
  eraseExplain: (name: string) =>
    `This removes ${name}'s name, email, phone, IC, measurements and photos for good, and ends their portal access. Payments and sessions stay, without their identity. Type the customer's name to confirm.`,
  eraseConfirmLabel: "Customer's name",
  eraseSubmit: 'Erase for good',
  eraseSaving: 'Erasing…',
  eraseFailed: 'The customer could not be erased.',
  erased: 'The customer was erased.',
  extended: (date: string) => `Package extended to ${date}.`,
} as const;
