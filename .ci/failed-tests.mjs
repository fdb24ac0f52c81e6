// Prints the tests that failed, from vitest's JSON report, so the end of the CI log names them
// (the log's head is often cut off).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [reportPath] = process.argv.slice(2);
let report;
try {
  report = JSON.parse(readFileSync(reportPath, 'utf8'));
} catch (error) {
  console.error(`no vitest report at ${reportPath}: ${error.message}`);
  process.exit(0);
}

/**
 * The error's first line, what a browser step was waiting for (Playwright's call log), and where
 * in the test file it failed: enough to tell one failure from another without the whole log.
 */
function reasonLines(message, testFile) {
  const lines = message.split('\n').map((line) => line.trim());
  const waitingFor = lines.find((line) => line.startsWith('- waiting for'));
  const where = lines.find((line) => line.startsWith('at ') && line.includes(testFile));
  return [lines[0], waitingFor, where].filter(Boolean).map((line) => line.slice(0, 300));
}

for (const file of report.testResults ?? []) {
  const name = relative(process.cwd(), file.name);
  const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
  if (failedTests.length === 0 && file.status === 'failed') {
    console.error(`  ✗ ${name}: ${(file.message ?? 'the file failed').split('\n')[0]}`);
  }
  for (const test of failedTests) {
    console.error(`  ✗ ${name} › ${test.fullName}`);
    for (const line of reasonLines(test.failureMessages?.[0] ?? '', name))
      console.error(`      ${line}`);
  }
}
