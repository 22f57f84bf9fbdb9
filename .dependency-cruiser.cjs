/**
 * Import rules (docs/architecture.md §1 "Layers"): dependencies point inward. `npm run check`
 * runs `depcruise` with this file, so a wrong-way import fails `npm test`.
 *
 * functions: domain ← adapters ← platform ← http / workers (domain imports only itself and shared)
 * web:       lib, components, i18n ← features ← routes ← app (bulletproof-react)
 * shared:    zod only; infra: aws-cdk-lib and pure data from functions/platform
 */
const testFile = '\\.test\\.tsx?$';
const notShared = '^(functions|web|infra|scripts)/';

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
      name: 'domain-tests-stay-below-entry-layers',
      comment:
        'Domain tests may read real data through adapters (label files, chain samples), never handlers.',
      severity: 'error',
      from: { path: `^functions/domain/.*${testFile}` },
      to: { path: ['^functions/(http|workers)/', '^(web|infra|scripts)/'] },
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
        pathNot: '^functions/platform/(resource-design|config)\\.ts$',
      },
    },
    {
      name: 'web-never-imports-backend',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(functions|infra|scripts)/' },
    },
    {
      name: 'web-shared-layers-do-not-import-features-or-app',
      comment: 'bulletproof-react: lib, components and i18n are shared by features; they never import them.',
      severity: 'error',
      from: { path: '^web/src/(lib|components|i18n)/' },
      to: { path: '^web/src/(features|routes|app)/' },
    },
    {
      name: 'web-features-do-not-import-app-or-routes',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/(app|routes)/' },
    },
    {
      name: 'web-routes-do-not-import-app',
      severity: 'error',
      from: { path: '^web/src/routes/' },
      to: { path: '^web/src/app/' },
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
