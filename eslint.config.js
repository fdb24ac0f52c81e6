import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { featureBoundaryZones } from './eslint/feature-boundaries.js';
import { testFileName } from './eslint/test-file-name.js';

const repoRoot = import.meta.dirname;

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['shell/**/*.tsx', 'mfe-*/**/*.tsx', 'shell/**/*.ts', 'mfe-*/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The shape of the code (issue 31): no import cycles, no feature reaching into another, one
  // spelling for test files.
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX, studio: { rules: { 'test-file-name': testFileName } } },
    settings: {
      // How import-x reads the files an import leads to (for cycles), as its TypeScript preset says.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', '*/*/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: repoRoot, zones: featureBoundaryZones(repoRoot) },
      ],
      'studio/test-file-name': 'error',
    },
  },
);
