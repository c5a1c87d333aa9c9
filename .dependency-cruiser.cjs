/**
 * The module map of docs/architecture.md, checked by `npm run lint` (after Biome). It works on
 * resolved paths, so a rule cannot be dodged by an alias or a package name, and type-only
 * imports count too: a layer that needs another layer's types depends on it.
 *
 * Layers of the site (apps/web/app), top to bottom: routes (with root.tsx, entry.server.tsx and
 * routes.ts) → features → components → lib. A module may import its own layer or a lower one,
 * never a higher one; features do not import one another. Tests are outside the layer rules (a
 * test may render a feature inside a component, or build fixtures from anywhere) but not outside
 * the cycle rule.
 */
const APP = '^apps/web/app/';
const TESTS = '\\.(test|spec)\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles anywhere: a cycle makes the load order, and so the behaviour, depend on who imports first.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-is-the-bottom-layer',
      severity: 'error',
      comment: 'apps/web/app/lib is the lowest layer of the site: it imports no component, feature or route.',
      from: { path: `${APP}lib/`, pathNot: TESTS },
      to: { path: `${APP}(components|features|routes)/|${APP}(root|entry\\.server)\\.tsx$|${APP}routes\\.ts$` },
    },
    {
      name: 'components-below-features',
      severity: 'error',
      comment: 'Components are shared UI: they import lib only, never a feature or a route.',
      from: { path: `${APP}components/`, pathNot: TESTS },
      to: { path: `${APP}(features|routes)/|${APP}(root|entry\\.server)\\.tsx$|${APP}routes\\.ts$` },
    },
    {
      name: 'features-below-routes',
      severity: 'error',
      comment: 'Features are used by routes, never the other way round.',
      from: { path: `${APP}features/`, pathNot: TESTS },
      to: { path: `${APP}routes/|${APP}(root|entry\\.server)\\.tsx$|${APP}routes\\.ts$` },
    },
    {
      name: 'features-are-independent',
      severity: 'error',
      comment: 'A feature does not import another feature: what two features share goes down to components or lib.',
      from: { path: `${APP}features/([^/]+)/`, pathNot: TESTS },
      to: { path: `${APP}features/`, pathNot: `${APP}features/$1/` },
    },
    {
      name: 'site-reads-data-through-the-port',
      severity: 'error',
      comment: 'apps/web/app never imports @cosems/db: the site reads through the data port, and shared rules live in @cosems/contracts.',
      from: { path: APP, pathNot: TESTS },
      to: { path: '^packages/db/|node_modules/@cosems/db/' },
    },
    {
      name: 'packages-do-not-import-apps',
      severity: 'error',
      comment: 'Packages are below the apps: an app imports a package, never the reverse.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|build-[^/]*|\\.react-router|\\.tmp|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
