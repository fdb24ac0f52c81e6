import type { Locator } from 'playwright-core';

/**
 * Chooses `name` in a search-as-you-type combobox (shell-kit's `Combobox`) the way a person does
 * with the keyboard: types part of the name, moves to the matching option, presses Enter.
 */
export async function chooseByTyping(scope: Locator, label: string, name: string): Promise<void> {
  const box = scope.getByLabel(label, { exact: true });
  await box.fill(name);
  const option = scope.getByRole('option', { name, exact: true });
  await option.waitFor();
  for (let presses = 0; (await option.getAttribute('aria-selected')) !== 'true'; presses += 1) {
    if (presses === 50) throw new Error(`${name} never became the active option of ${label}`);
    await box.press('ArrowDown');
  }
  await box.press('Enter');
}
