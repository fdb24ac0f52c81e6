import type { MailStudio, StaffApprovalRequestMail } from '@studio/contracts/mail';
import type { MailContent } from './mail-content.js';

export function staffApprovalRequestContent(
  data: StaffApprovalRequestMail,
  studio: MailStudio,
): MailContent {
  return {
    subject: `${data.trainerName} asks to join ${studio.name} as a trainer`,
    greeting: `Hello ${data.adminName},`,
    paragraphs: [
      `${data.trainerName} (${data.trainerEmail}) registered as a trainer and cannot sign in until an admin approves the account.`,
    ],
    action: { label: 'Approve or reject on the Trainers screen', url: data.trainersLink },
    afterword: ['If you do not know this person, reject the registration.'],
  };
}
