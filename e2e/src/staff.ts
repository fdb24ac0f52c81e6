import type { Page } from 'playwright-core';

export interface Person {
  name: string;
  email: string;
  password: string;
}

/** Signs in through the login screen and waits for the role's dashboard. */
export async function logIn(page: Page, person: Pick<Person, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(person.email);
  await page.getByLabel(/password/i).fill(person.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(/\/(admindashboard|trainerdashboard)$/);
}

/** Logs out through the user menu (the signed-in person's name in the navigation). */
export async function logOut(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation');
  await nav.getByRole('button', { name }).click();
  await nav.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/login$/);
}
