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

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-pure',
      comment: 'shared/ is the contract of web and functions: zod only, no AWS SDK, React or Node built-ins.',
      severity: 'error',
      from: { path: '^shared/', pathNot: testFile },
      to: {
        dependencyTypesNot: ['local', 'type-only'],
        pathNot: '^node_modules/zod/',
      },
    },
    {
      name: 'shared-imports-only-shared',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: notShared },
    },
    {
      name: 'domain-imports-only-domain-and-shared',
      comment: 'The domain owns its ports and errors; adapters implement them and platform wires them.',
      severity: 'error',
      from: { path: '^functions/domain/', pathNot: testFile },
      to: { path: ['^functions/(?!domain/)', '^(web|infra|scripts)/'] },
    },
    {
      name: 'domain-uses-no-aws-or-framework',
      severity: 'error',
      from: { path: '^functions/domain/' },
      to: {
        path: '^node_modules/(@aws-sdk|aws-cdk-lib|constructs|@middy|@aws-lambda-powertools|aws-lambda)/',
      },
    },
    {
      name: 'domain-tests-use-domain-fakes',
      comment:
        'Domain tests follow the domain rule, plus the in-memory fakes of its ports in functions/testing.',
      severity: 'error',
      from: { path: `^functions/domain/.*${testFile}` },
      to: { path: ['^functions/(adapters|platform|http|workers)/', '^(web|infra|scripts)/'] },
    },
    {
      name: 'adapters-do-not-import-entry-layers',
      comment: 'Adapters implement domain ports; they never reach up into the composition root or handlers.',
      severity: 'error',
      from: { path: '^functions/adapters/', pathNot: testFile },
      to: { path: ['^functions/(platform|http|workers)/', '^(web|infra|scripts)/'] },
    },
    {
      name: 'platform-does-not-import-handlers',
      severity: 'error',
      from: { path: '^functions/platform/' },
      to: { path: ['^functions/(http|workers)/', '^(web|infra|scripts)/'] },
    },
    {
      name: 'handlers-get-adapters-from-the-container',
      comment:
        'HTTP handlers, workers and their Lambda entries use domain ports; platform/container.ts wires the adapters.',
      severity: 'error',
      from: { path: '^functions/(http|workers)/', pathNot: testFile },
      to: { path: '^functions/adapters/' },
    },
    {
      name: 'functions-never-import-cdk-or-web',
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: ['^node_modules/(aws-cdk-lib|constructs)/', '^(web|infra)/'] },
    },
    {
      name: 'infra-imports-only-pure-data-from-functions',
      comment:
        'Infra points at handlers by path; from functions it reads only the resource design and config names.',
      severity: 'error',
      from: { path: '^infra/' },
      to: {
        path: '^functions/',
        pathNot: '^functions/platform/(resource-design|config|lambda-entries)\\.ts$',
      },
    },
    {
      name: 'web-never-imports-backend',
      comment: 'The SPA talks to the backend over HTTP only (the browser journeys in web/e2e start a stack).',
      severity: 'error',
      from: { path: '^web/(src|vite\\.config)' },
      to: { path: '^(functions|infra|scripts)/' },
    },
    {
      name: 'web-lib-and-i18n-are-the-base',
      comment: 'lib/ and i18n/ hold no UI, no feature and no app code.',
      severity: 'error',
      from: { path: '^web/src/(lib|i18n)/', pathNot: webTestCode },
      to: { path: '^web/src/(components|features|routes|app|test)/|^web/src/main\\.tsx$' },
    },
    {
      name: 'web-components-below-features',
      severity: 'error',
      from: { path: '^web/src/components/', pathNot: webTestCode },
      to: { path: '^web/src/(features|routes|app|test)/|^web/src/main\\.tsx$' },
    },
    {
      name: 'web-features-below-routes-and-app',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/(routes|app)/|^web/src/main\\.tsx$' },
    },
    {
      name: 'web-features-apart',
      comment: 'A feature never reaches into another; what two features share moves to components/ or lib/.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-routes-below-app',
      severity: 'error',
      from: { path: '^web/src/routes/' },
      to: { path: '^web/src/app/|^web/src/main\\.tsx$' },
    },
    {
      name: 'web-test-support-only-in-tests',
      severity: 'error',
      from: { path: '^web/src/', pathNot: webTestCode },
      to: { path: '^web/src/test/' },
    },
    {
      name: 'web-no-cycles',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { circular: true },
    },
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
