import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'data/**',
      '.cache/**',
      'node_modules/**',
      'server/graphql/generated/**',
      'src/api/generated/**',
      'server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // react-admin's reference inputs drop a slow device's last keystroke: the console's own
    // keep it (src/resources/references/referenceInputs.tsx, docs/decisions.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/resources/references/referenceInputs.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-admin', 'ra-ui-materialui'].map((name) => ({
            name,
            importNames: ['ReferenceInput', 'ReferenceArrayInput'],
            message:
              'Use ReferenceInput / ReferenceArrayInput from src/resources/references/referenceInputs.',
          })),
        },
      ],
    },
  },
);
