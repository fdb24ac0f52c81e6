import { createInterface } from 'node:readline/promises';

export const confirmationWord = 'restore';

/**
 * Asks the person to type `restore` before anything is replaced; rejects (nothing changed) for any
 * other answer, and at once when no one can answer (no terminal: a script must pass `--yes`).
 */
export async function confirmRestore({
  warning,
  input,
  output,
  interactive,
  usage,
}: {
  warning: string;
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  interactive: boolean;
  usage: string;
}): Promise<void> {
  if (!interactive)
    throw new Error(
      `not restoring without a confirmation: add --yes to restore from a script (${usage})`,
    );
  const prompt = createInterface({ input, output });
  try {
    const answer = await prompt.question(`${warning}\nType "${confirmationWord}" to go on: `);
    if (answer.trim() !== confirmationWord) throw new Error('not confirmed; nothing was changed');
  } finally {
    prompt.close();
  }
}
