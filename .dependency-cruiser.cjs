/**
 * Import rules (docs/architecture.md §3, "Layers"): dependencies point inward. `npm run check`
 * runs `depcruise` with this file, so a wrong-way import fails `npm test`.
 *
 * functions: domain ← adapters ← platform ← http / workers (domain imports only itself and shared;
 *            http and workers reach adapters only through the container)
 * web:       lib, i18n ← components ← features ← routes ← app (bulletproof-react); features apart
 * shared:    zod only; infra: aws-cdk-lib and pure data from functions/platform
 */
const testFile = '\\.test\\.tsx?$';
const notShared = '^(functions|web|infra|scripts)/';
/** Web test code: tests, type tests, test utilities and the MSW server under web/src/test. */
const webTestCode =
  '(\\.test\\.tsx?|\\.test-d\\.ts|[-/]test-utils\\.tsx?|[-/]test-reports\\.ts)$|^web/src/test/';

/** Code outside functions/: functions' layers never import it. */
const outsideFunctions = '^(web|infra|scripts)/';

/** The functions layers above the named ones, and code outside functions/, which those never import. */
const functionsLayers = (...layers) => ({ path: [`^functions/(${layers.join('|')})/`, outsideFunctions] });

/** The web layers above the named ones (and the entry `main.tsx`), which those never import. */
const webLayers = (...layers) => `^web/src/(${layers.join('|')})/|^web/src/main\\.tsx$`;

/**
 * One forbidden import: modules matching `from` may not import modules matching `to`. Every rule
 * here is an error; `comment` says why where the name alone does not.
 */
const forbid = (name, from, to, comment) => ({
  name,
  ...(comment && { comment }),
  severity: 'error',
  from,
  to,
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid(
      'shared-is-pure',
      { path: '^shared/', pathNot: testFile },
      { dependencyTypesNot: ['local', 'type-only'], pathNot: '^node_modules/zod/' },
      'shared/ is the contract of web and functions: zod only, no AWS SDK, React or Node built-ins.',
    ),
    forbid('shared-imports-only-shared', { path: '^shared/' }, { path: notShared }),
    forbid(
      'domain-imports-only-domain-and-shared',
      { path: '^functions/domain/', pathNot: testFile },
      { path: ['^functions/(?!domain/)', outsideFunctions] },
      'The domain owns its ports and errors; adapters implement them and platform wires them.',
    ),
    forbid(
      'domain-uses-no-aws-or-framework',
      { path: '^functions/domain/' },
      { path: '^node_modules/(@aws-sdk|aws-cdk-lib|constructs|@middy|@aws-lambda-powertools|aws-lambda)/' },
    ),
    forbid(
      'domain-tests-use-domain-fakes',
      { path: `^functions/domain/.*${testFile}` },
      functionsLayers('adapters', 'platform', 'http', 'workers'),
      'Domain tests follow the domain rule, plus the in-memory fakes of its ports in functions/testing.',
    ),
    forbid(
      'adapters-do-not-import-entry-layers',
      { path: '^functions/adapters/', pathNot: testFile },
      functionsLayers('platform', 'http', 'workers'),
      'Adapters implement domain ports; they never reach up into the composition root or handlers.',
    ),
    forbid(
      'platform-does-not-import-handlers',
      { path: '^functions/platform/' },
      functionsLayers('http', 'workers'),
    ),
    forbid(
      'handlers-get-adapters-from-the-container',
      { path: '^functions/(http|workers)/', pathNot: testFile },
      { path: '^functions/adapters/' },
      'HTTP handlers, workers and their Lambda entries use domain ports; platform/container.ts wires the adapters.',
    ),
    forbid(
      'functions-never-import-cdk-or-web',
      { path: '^functions/' },
      { path: ['^node_modules/(aws-cdk-lib|constructs)/', '^(web|infra)/'] },
    ),
    forbid(
      'infra-imports-only-pure-data-from-functions',
      { path: '^infra/' },
      { path: '^functions/', pathNot: '^functions/platform/(resource-design|config|lambda-entries)\\.ts$' },
      'Infra points at handlers by path; from functions it reads only the resource design and config names.',
    ),
    forbid(
      'web-never-imports-backend',
      { path: '^web/(src|vite\\.config)' },
      { path: '^(functions|infra|scripts)/' },
      'The SPA talks to the backend over HTTP only (the browser journeys in web/e2e start a stack).',
    ),
    forbid(
      'web-lib-and-i18n-are-the-base',
      { path: '^web/src/(lib|i18n)/', pathNot: webTestCode },
      { path: webLayers('components', 'features', 'routes', 'app', 'test') },
      'lib/ and i18n/ hold no UI, no feature and no app code.',
    ),
    forbid(
      'web-components-below-features',
      { path: '^web/src/components/', pathNot: webTestCode },
      { path: webLayers('features', 'routes', 'app', 'test') },
    ),
    forbid(
      'web-features-below-routes-and-app',
      { path: '^web/src/features/' },
      { path: webLayers('routes', 'app') },
    ),
    forbid(
      'web-features-apart',
      { path: '^web/src/features/([^/]+)/' },
      { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
      'A feature never reaches into another; what two features share moves to components/ or lib/.',
    ),
    forbid('web-routes-below-app', { path: '^web/src/routes/' }, { path: webLayers('app') }),
    forbid(
      'web-test-support-only-in-tests',
      { path: '^web/src/', pathNot: webTestCode },
      { path: '^web/src/test/' },
    ),
    forbid('web-no-cycles', { path: '^web/src/' }, { circular: true }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|cdk\\.out|dist|web/dist|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
