// The layers of src/, checked by dependency-cruiser in `npm test` (tests/unit/layers.test.ts) and by
// `npx depcruise src` by hand. Every import counts: type-only ones, re-exports and dynamic import().
const WORKER = '^src/worker/';
const ABOVE_SERVICES = `${WORKER}(routers|http|node|trpc|trpc-errors|context|app|index)(/|\\.ts$)`;
const ABOVE_DB = `${WORKER}(services|routers|http|auth|node|sharing|images|trpc|trpc-errors|context|app|index)(/|\\.ts$)`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle makes two modules one; split out what both need.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-stays-pure',
      comment: 'src/shared is used by both sides, so it imports neither.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(worker|client|service-worker)/' },
    },
    {
      name: 'client-takes-only-the-router-type',
      comment: 'The browser app imports the AppRouter type from the server, never its code.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: WORKER, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'client-types-only-from-the-router',
      comment: 'The client sees the server through src/worker/routers/index.ts alone.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: WORKER, pathNot: `${WORKER}routers/index\\.ts$` },
    },
    {
      name: 'db-is-the-floor',
      comment: 'db/ reads and writes tables; it imports nothing of the layers that use it.',
      severity: 'error',
      from: { path: `${WORKER}db/` },
      to: { path: ABOVE_DB },
    },
    {
      name: 'services-below-routers-and-hosts',
      comment: 'services/ and images/ are used by routers, http and the hosts, never the other way.',
      severity: 'error',
      from: { path: `${WORKER}(services|images)/` },
      to: { path: `${ABOVE_SERVICES}|${WORKER}(auth|sharing)/` },
    },
    {
      name: 'auth-uses-services-through-types',
      comment: 'auth/ gets its services (mail) passed in; it knows only their interfaces.',
      severity: 'error',
      from: { path: `${WORKER}auth/` },
      to: { path: `${WORKER}services/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'auth-below-routers',
      severity: 'error',
      from: { path: `${WORKER}auth/` },
      to: { path: `${ABOVE_SERVICES}|${WORKER}sharing/` },
    },
    {
      name: 'sharing-below-routers',
      comment: 'sharing/ (invitations, the overview, the read log) is used by routers and http.',
      severity: 'error',
      from: { path: `${WORKER}sharing/` },
      to: { path: ABOVE_SERVICES },
    },
    {
      name: 'routers-not-each-other',
      comment: 'A router that needs another one\'s logic finds it in services/ or db/; only index.ts joins them.',
      severity: 'error',
      from: { path: `${WORKER}routers/([^/]+)\\.ts$`, pathNot: `${WORKER}routers/index\\.ts$` },
      to: { path: `${WORKER}routers/`, pathNot: `${WORKER}routers/$1\\.ts$` },
    },
    {
      name: 'node-only-for-the-node-host',
      comment: 'node/ uses Node built-ins (files, processes); only the Node host and its commands import it.',
      severity: 'error',
      from: { path: '^src/', pathNot: `${WORKER}(node/|node\\.ts$)` },
      to: { path: `${WORKER}node/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
  },
};
