import type { MailStudio, SignInThrottledMail } from '@studio/contracts/mail';
import type { MailContent } from './mail-content.js';

export function signInThrottledContent(data: SignInThrottledMail, studio: MailStudio): MailContent {
  return {
    subject: `Many wrong passwords on your ${studio.name} account`,
    greeting: `Hello ${data.name},`,
    paragraphs: [
      `Someone typed a wrong password for your ${studio.name} account many times, so sign-ins from devices your account has not used before now have to wait a few minutes between tries.`,
      'You can still sign in as usual from the devices you normally use.',
      `If you think someone knows or is guessing your password, choose a new one with this link (it works for ${data.validMinutes} minutes).`,
    ],
    action: { label: 'Choose a new password', url: data.link },
    afterword: ['If it was you, there is nothing to do: your password stays as it is.'],
  };
}
