import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import zones: which layer may import which. A zone refuses import sources, written as regular
 * expressions on the specifier as it stands in the file (relative paths included), and says why.
 * `restrict()` turns the zones that hold for a group of files into one `no-restricted-imports`
 * (imports, `import type`, re-exports) and one `no-restricted-syntax` (`import()` and
 * `typeof import()`): a later config object replaces an earlier one's options for the same rule
 * instead of adding to them, so each group below lists every zone it is in.
 * tests/unit/lint-zones.test.ts checks that each zone still refuses what it should.
 */
const zone = (message, sources, syntax = []) => ({ message, sources, syntax });

/** From a web file: `web/<name>` however many `../` it takes. */
const webRoot = (names) => String.raw`^(\.\./)+(${names.join('|')})(/|$)`;

const WEB_ONLY_CONTRACTS = [
  zone('web/ imports only worker/contracts.', [String.raw`(^|/)worker/(?!contracts(/|$))`]),
  zone('web/ never imports the database schema.', [String.raw`(^|/)db/`]),
];

// One way to call procedures: `trpc` / `utils` / `secretReads` from web/lib/trpc.ts, typed from
// AppRouter. No second client, no hand-typed helper, no `/trpc/…` URL.
const ONE_TRPC_CLIENT = [
  zone('Call procedures through web/lib/trpc.ts (trpc hooks, utils, secretReads); errors through web/lib/trpc-error.ts.', [
    '^@trpc/client(/|$)',
  ]),
  zone('Use `trpc` from web/lib/trpc.ts and `utils` from web/lib/query-runtime.ts.', ['^@trpc/react-query(/|$)']),
];
const NO_HAND_BUILT_TRPC_URL = [
  zone(
    'No hand-built /trpc URL: call the procedure through web/lib/trpc.ts.',
    [],
    ['Literal[value=/^\\/trpc(\\/|$)/]', 'TemplateElement[value.raw=/^\\/trpc(\\/|$)/]'],
  ),
  zone(
    'No hand-written server path: use its constant, `import * as PATHS from worker/contracts/paths`.',
    [],
    ['Literal[value=/^\\/(api|health)(\\/|$)/]', 'TemplateElement[value.raw=/^\\/(api|health)(\\/|$)/]'],
  ),
];

const VENDOR_SDKS = [
  'stripe',
  'ably',
  '@upstash/[^/]+',
  '@libsql/[^/]+',
  '@cloudflare/[^/]+',
  'cloudflare:[^/]+',
  'drizzle-orm/libsql',
  '@hono/node-server',
  'ws',
];
const vendorSdks = (where) =>
  zone(`Vendor SDKs and runtime-only packages are imported only in ${where}.`, [`^(${VENDOR_SDKS.join('|')})(/|$)`]);
// The browser's one vendor SDK is Ably's, behind web/lib/realtime/connection.ts's two transports.
const WEB_VENDOR_SDKS = [vendorSdks('web/lib/realtime/ably-transport.ts')];
const WORKER_VENDOR_SDKS = [vendorSdks('worker/adapters/, worker/node/, worker/cloudflare/ and the entries')];

const WEB = [WEB_ONLY_CONTRACTS, ONE_TRPC_CLIENT, NO_HAND_BUILT_TRPC_URL, WEB_VENDOR_SDKS];

// Web layers, lowest first: lib → components → features → routes → router.tsx and the entries.
const WEB_LIB_IS_LOWEST = [
  zone('web/lib is the lowest web layer: it never imports components, features, routes or the router.', [
    webRoot(['components', 'features', 'routes', 'router', 'main', 'prerender-entry', String.raw`routeTree\.gen`]),
  ]),
];
const WEB_COMPONENTS_BELOW_FEATURES = [
  zone('web/components never imports features, routes or the router.', [
    webRoot(['features', 'routes', 'router', 'main', 'prerender-entry', String.raw`routeTree\.gen`]),
  ]),
];
const WEB_FEATURES_BELOW_ROUTES = [
  zone('A feature never imports routes or the router (RouterContext is in web/lib/router-context.ts).', [
    webRoot(['routes', 'router', 'main', 'prerender-entry', String.raw`routeTree\.gen`]),
  ]),
];
const WEB_ROUTES_BELOW_ROUTER = [
  zone('Routes never import router.tsx (it imports the route tree): RouterContext is in web/lib/router-context.ts.', [
    webRoot(['router', 'main', 'prerender-entry']),
  ]),
];

/**
 * A feature never imports another feature: a shared piece moves to web/components or web/lib, and
 * a route composes two features. From a file `depth` folders inside `web/features/<x>/`, one more
 * `../` than that reaches `web/features/`, and a name after it (not `..`) is a feature.
 */
const FEATURE_DEPTHS = [0, 1, 2, 3];
const featuresApart = (depth) => [
  zone('A feature never imports another feature: move the shared piece to web/components or web/lib, or let the route compose the two.', [
    String.raw`^(\.\./){${depth + 1}}(?!\.\.(/|$))`,
    String.raw`(^|/)features/`,
  ]),
];

const ROUTERS_NO_DRIZZLE = [
  zone('Routers never touch the database: a procedure validates, calls one service verb and returns its result.', [
    '^drizzle-orm(/|$)',
    String.raw`^(\.\./)+db(/|$)`,
  ]),
];
const WORKER_LIB_IS_LOWEST = [
  zone('worker/lib is the lowest worker layer: it never imports adapters, services, routers, trpc, http, the runtimes or the app.', [
    String.raw`^(\.\./)+(adapters|services|routers|trpc|http|node|cloudflare|app|entry\.node|entry\.workers)(/|$)`,
  ]),
];
/**
 * A domain's internal/ files are its own: what another domain, a router or the rest of the worker
 * needs is a file outside internal/, named for what it offers. From a file `depth` folders inside
 * `worker/services/<domain>/`, `depth` `../` stay in the domain; one more climbs out of it.
 */
const SERVICE_DEPTHS = [0, 1, 2];
const domainInternalsOwn = (depth) => [
  zone("A domain's internal/ files are its own: import what it offers from a file outside its internal/ (or move it there).", [
    String.raw`^(\.\./){${depth + 1},}(.+/)?internal(/|$)`,
  ]),
];
const NO_SERVICE_INTERNALS = [
  zone("A domain's internal/ files are its own: import what it offers from a file outside its internal/ (or move it there).", [
    String.raw`(^|/)services/[^/]+/(.+/)?internal(/|$)`,
  ]),
];
const DB_BELOW_WORKER = [
  zone('db/ never imports worker/: the worker imports the database layer, not the other way round.', [String.raw`^(\.\./)+worker(/|$)`]),
];

/** esquery reads `/` as the end of a regular expression. */
const inSelector = (source) => `/${source.replaceAll('/', '\\/')}/`;

function restrict(...groups) {
  const zones = groups.flat();
  const patterns = zones.flatMap((z) => z.sources.map((regex) => ({ regex, message: z.message })));
  const syntax = zones.flatMap((z) => [
    ...z.sources.flatMap((s) => [
      { selector: `ImportExpression[source.value=${inSelector(s)}]`, message: z.message },
      { selector: `TSImportType[source.value=${inSelector(s)}]`, message: z.message },
    ]),
    ...z.syntax.map((selector) => ({ selector, message: z.message })),
  ]);
  return { 'no-restricted-imports': ['error', { patterns }], 'no-restricted-syntax': ['error', ...syntax] };
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'web/dist/',
      '.prerender/',
      '.wrangler/',
      '.data/',
      'db/migrations/',
      'web/routeTree.gen.ts',
      'worker-configuration.d.ts',
      '**/*.gen.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  // Web. Scripts, tests and bench are outside the zones: they wire and check every layer.
  { files: ['web/**/*.{ts,tsx}'], rules: restrict(...WEB) },
  { files: ['web/lib/**/*.{ts,tsx}'], rules: restrict(...WEB, WEB_LIB_IS_LOWEST) },
  // The one place that builds the tRPC client (and reads its errors).
  { files: ['web/lib/trpc.ts', 'web/lib/trpc-error.ts'], rules: restrict(WEB_ONLY_CONTRACTS, WEB_VENDOR_SDKS, WEB_LIB_IS_LOWEST) },
  {
    files: ['web/lib/realtime/ably-transport.ts'],
    rules: restrict(WEB_ONLY_CONTRACTS, ONE_TRPC_CLIENT, NO_HAND_BUILT_TRPC_URL, WEB_LIB_IS_LOWEST),
  },
  { files: ['web/components/**/*.{ts,tsx}'], rules: restrict(...WEB, WEB_COMPONENTS_BELOW_FEATURES) },
  ...FEATURE_DEPTHS.map((depth) => ({
    files: [`web/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: restrict(...WEB, WEB_FEATURES_BELOW_ROUTES, featuresApart(depth)),
  })),
  { files: ['web/routes/**/*.{ts,tsx}'], rules: restrict(...WEB, WEB_ROUTES_BELOW_ROUTER) },
  // Worker: vendor SDKs only where the runtime is chosen; routers above the data; lib below all;
  // a domain's internal/ only from inside that domain.
  {
    files: ['worker/**/*.ts'],
    ignores: ['worker/adapters/**', 'worker/node/**', 'worker/cloudflare/**', 'worker/entry.*.ts'],
    rules: restrict(WORKER_VENDOR_SDKS, NO_SERVICE_INTERNALS),
  },
  { files: ['worker/adapters/**', 'worker/node/**', 'worker/cloudflare/**', 'worker/entry.*.ts'], rules: restrict(NO_SERVICE_INTERNALS) },
  { files: ['worker/routers/**/*.ts'], rules: restrict(WORKER_VENDOR_SDKS, ROUTERS_NO_DRIZZLE, NO_SERVICE_INTERNALS) },
  { files: ['worker/lib/**/*.ts'], rules: restrict(WORKER_VENDOR_SDKS, WORKER_LIB_IS_LOWEST) },
  ...SERVICE_DEPTHS.map((depth) => ({
    files: [`worker/services/*/${'*/'.repeat(depth)}*.ts`],
    rules: restrict(WORKER_VENDOR_SDKS, domainInternalsOwn(depth)),
  })),
  { files: ['db/**/*.ts'], rules: restrict(DB_BELOW_WORKER) },
  // No import cycles in the app's own code (a type-only import does not count: it leaves no edge at run time).
  {
    files: ['worker/**/*.ts', 'web/**/*.{ts,tsx}', 'db/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // React: the rules of hooks and complete effect dependencies; accessible markup.
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
);
