/**
 * The CloudFormation metadata each Lambda carries to name its source: the repo-relative entry
 * module and its exported handler. The local runner (scripts/local/workflow-runtime) reads them to
 * run the same code unbundled; a module of its own, so the runner reads them without loading CDK.
 */
export const entryMetadataKey = 'wallet-risk:entry';
export const exportMetadataKey = 'wallet-risk:export';
