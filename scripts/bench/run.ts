import { createLogger } from '../../functions/platform/logger';
import { startLocalStack } from '../local/stack';
import { freePorts } from '../local/support/ports';
import { benchUserPackage } from './user-package.bench';

/**
 * `npm run bench`: starts its own local stack in memory on free ports (it never touches the
 * `npm start` data) and prints each benchmark's figures.
 */
const stack = await startLocalStack({
  ports: await freePorts(),
  log: createLogger('warn'),
  handlerLogLevel: 'warn',
});
try {
  console.log(`node ${process.version}, ${new Date().toISOString()}`);
  await benchUserPackage(stack);
} finally {
  await stack.stop();
}
