import tseslint from 'typescript-eslint';

const WEB_IMPORT_ZONES = [
  { group: ['**/worker/*', '!**/worker/contracts', '!**/worker/contracts/*'], message: 'web/ imports only worker/contracts.' },
  { group: ['**/db/*', '**/db/schema/*'], message: 'web/ never imports the database schema.' },
];

// One way to call procedures (issue 18, "Web data access"): `trpc` / `utils` / `secretReads` from
// web/lib/trpc.ts, typed from AppRouter. No second client, no hand-typed helper, no `/trpc/…` URL.
const ONE_TRPC_CLIENT = [
  { group: ['@trpc/client', '@trpc/client/*'], message: 'Call procedures through web/lib/trpc.ts (trpc hooks, utils, secretReads); errors through web/lib/trpc-error.ts.' },
  { group: ['@trpc/react-query', '@trpc/react-query/*'], message: 'Use `trpc` from web/lib/trpc.ts and `utils` from web/lib/query-runtime.ts.' },
];
const NO_HAND_BUILT_TRPC_URL = [
  { selector: 'Literal[value=/^\\/trpc(\\/|$)/]', message: 'No hand-built /trpc URL: call the procedure through web/lib/trpc.ts.' },
  { selector: 'TemplateElement[value.raw=/^\\/trpc(\\/|$)/]', message: 'No hand-built /trpc URL: call the procedure through web/lib/trpc.ts.' },
];

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
      'no-restricted-imports': ['error', { patterns: [...WEB_IMPORT_ZONES, ...ONE_TRPC_CLIENT] }],
      'no-restricted-syntax': ['error', ...NO_HAND_BUILT_TRPC_URL],
    },
  },
  {
    // The one place that builds the tRPC client (and reads its errors).
    files: ['web/lib/trpc.ts', 'web/lib/trpc-error.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: WEB_IMPORT_ZONES }],
      'no-restricted-syntax': 'off',
    },
  },
);
