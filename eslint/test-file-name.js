import path from 'node:path';

/** `customer-table.test.tsx`, `rate-in-force.test.ts`: lowercase words joined by hyphens. */
const kebabCaseTestFile = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*\.test\.tsx?$/;

/**
 * One naming rule for test files (STYLE.md: `customer-table.test.tsx`), whatever the name of the
 * component they test, so a newcomer finds a test by the same spelling everywhere.
 */
export const testFileName = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Test files are named in kebab-case (`customer-table.test.tsx`).' },
    schema: [],
    messages: {
      notKebabCase:
        'Name test files in kebab-case, e.g. `customer-table.test.tsx`; rename "{{name}}" with `git mv`.',
    },
  },
  create(context) {
    const name = path.basename(context.filename);
    return {
      Program(node) {
        if (name.includes('.test.') && !kebabCaseTestFile.test(name))
          context.report({ node, messageId: 'notKebabCase', data: { name } });
      },
    };
  },
};
