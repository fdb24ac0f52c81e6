import type { Page } from 'playwright-core';
import type { Mailbox } from './mailbox.js';

const welcomeLink = /https?:\/\/[^\s"'<>]+\/welcome\/[A-Za-z0-9_-]{43}/;

/** The link of the portal invite mailed to `email` (a customer may also have had a receipt). */
export async function welcomeLinkMailedTo(mailbox: Mailbox, email: string): Promise<string> {
  const mail = await mailbox.waitFor(email, 20_000, welcomeLink);
  const link = welcomeLink.exec(mail.text)?.[0];
  if (!link) throw new Error(`no welcome link in the mail:\n${mail.text}`);
  return link;
}

/** The customer follows the invite, sets a password and lands on /me, signed in. */
export async function setPasswordFromWelcomeLink(
  page: Page,
  link: string,
  password: string,
): Promise<void> {
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await page.waitForURL(/\/me$/);
}
