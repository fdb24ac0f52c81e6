import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { repoPath } from '@studio/local-runner/repo-paths';

// The repository's own lint (eslint.config.js) refuses the shapes STYLE.md rules out. Each case
// plants one violation in a real frontend folder and lints it as `npm run lint` would.

const plantedDir = repoPath(
  'mfe-staff',
  'src',
  'features',
  'payments',
  `planted-${randomBytes(4).toString('hex')}`,
);
let eslint: ESLint;

/** The rule ids lint reports for `code` at `relativePath` (a file that need not exist). */
async function rulesBroken(relativePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: repoPath(relativePath) });
  return result!.messages.map((message) => message.ruleId);
}

beforeAll(async () => {
  eslint = new ESLint({ cwd: repoPath() });
  await fs.mkdir(plantedDir, { recursive: true });
});
afterAll(async () => {
  await fs.rm(plantedDir, { recursive: true, force: true });
});

describe('lint that keeps the shape', () => {
  it('refuses two modules that import each other', async () => {
    await fs.writeFile(
      `${plantedDir}/first.ts`,
      "import { second } from './second';\nexport const first = (): string => second();\n",
    );
    await fs.writeFile(
      `${plantedDir}/second.ts`,
      "import { first } from './first';\nexport const second = (): string => String(first);\n",
    );
    const [result] = await eslint.lintFiles([`${plantedDir}/first.ts`]);
    expect(result!.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it('refuses a feature importing another feature, and accepts its own and shared code', async () => {
    const inPayments = 'mfe-staff/src/features/payments/utils/planted.ts';
    expect(
      await rulesBroken(
        inPayments,
        "import { formatJoinedDate } from '../../customers/utils/date-formats';\nexport const shown = formatJoinedDate('2026-01-01');\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await rulesBroken(
        inPayments,
        "import { groupByMonth } from './payment-months';\nimport { messages } from '../../../config/messages';\nexport const planted = [groupByMonth, messages];\n",
      ),
    ).toEqual([]);
  });

  it('refuses shared code importing a feature', async () => {
    expect(
      await rulesBroken(
        'mfe-staff/src/components/Planted.tsx',
        "import { groupByMonth } from '../features/payments/utils/payment-months';\nexport const planted = groupByMonth;\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('wants test files in kebab-case', async () => {
    const test = "import { it } from 'vitest';\nit('runs', () => undefined);\n";
    expect(
      await rulesBroken('mfe-staff/src/features/payments/PlantedTable.test.tsx', test),
    ).toEqual(['studio/test-file-name']);
    expect(
      await rulesBroken('mfe-staff/src/features/payments/planted-table.test.tsx', test),
    ).toEqual([]);
  });
});
