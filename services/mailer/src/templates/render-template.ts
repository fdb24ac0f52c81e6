import type { EmailJob, RenderedMail } from '@studio/contracts/mail';
import { bookingRequestAcceptedContent } from './booking-request-accepted.js';
import { bookingRequestDeclinedContent } from './booking-request-declined.js';
import { lateCancelTrainerContent } from './late-cancel-trainer.js';
import { customerInviteContent } from './customer-invite.js';
import { lowBalanceCustomerContent } from './low-balance-customer.js';
import { lowBalanceTrainerContent } from './low-balance-trainer.js';
import { renderMail, type MailContent } from './mail-content.js';
import { packageExpiryNoticeContent } from './package-expiry-notice.js';
import { paymentReceiptContent } from './payment-receipt.js';
import { resetPasswordContent } from './reset-password.js';
import { selfBookingCustomerContent } from './self-booking-customer.js';
import { selfBookingTrainerContent } from './self-booking-trainer.js';
import { sessionReminderContent } from './session-reminder.js';
import { signInThrottledContent } from './sign-in-throttled.js';
import { staffAccountApprovedContent } from './staff-account-approved.js';
import { staffApprovalRequestContent } from './staff-approval-request.js';
import { trialContent } from './trial.js';

function contentOf({ template, studio }: EmailJob): MailContent {
  switch (template.kind) {
    case 'customer-invite':
      return customerInviteContent(template, studio);
    case 'reset-password':
      return resetPasswordContent(template, studio);
    case 'sign-in-throttled':
      return signInThrottledContent(template, studio);
    case 'staff-approval-request':
      return staffApprovalRequestContent(template, studio);
    case 'staff-account-approved':
      return staffAccountApprovedContent(template, studio);
    case 'session-reminder':
      return sessionReminderContent(template, studio);
    case 'low-balance-customer':
      return lowBalanceCustomerContent(template, studio);
    case 'low-balance-trainer':
      return lowBalanceTrainerContent(template);
    case 'late-cancel-trainer':
      return lateCancelTrainerContent(template);
    case 'booking-request-accepted':
      return bookingRequestAcceptedContent(template, studio);
    case 'booking-request-declined':
      return bookingRequestDeclinedContent(template);
    case 'payment-receipt':
      return paymentReceiptContent(template, studio);
    case 'package-expiry-notice':
      return packageExpiryNoticeContent(template, studio);
    case 'self-booking-customer':
      return selfBookingCustomerContent(template, studio);
    case 'self-booking-trainer':
      return selfBookingTrainerContent(template);
    case 'trial':
      return trialContent(template, studio);
  }
}

/** The subject, plain text and HTML of a queued mail, in the studio's name. */
export function renderEmailJob(job: EmailJob): RenderedMail {
  return renderMail({ ...contentOf(job), unsubscribeUrl: job.unsubscribe?.pageUrl }, job.studio);
}
