import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'web/dist/', '.prerender/', '.wrangler/', '.data/', 'db/migrations/', 'web/routeTree.gen.ts', 'worker-configuration.d.ts', '**/*.gen.ts'],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    // Web code may only import the worker's contracts and the AppRouter type.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/worker/*', '!**/worker/contracts', '!**/worker/contracts/*'], message: 'web/ imports only worker/contracts.' },
            { group: ['**/db/*', '**/db/schema/*'], message: 'web/ never imports the database schema.' },
          ],
        },
      ],
    },
  },
);
