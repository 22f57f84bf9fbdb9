import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTemplates } from './run-templates';

describe('runTemplates', () => {
  let runDir: string;
  beforeEach(() => {
    runDir = mkdtempSync(join(tmpdir(), 'run-templates-'));
  });
  afterEach(() => rmSync(runDir, { recursive: true, force: true }));

  it('synthesizes once per run: later stacks read what the first one left', async () => {
    const synthesize = vi.fn(async () => ({ stateful: { Resources: {} }, stateless: { n: 1 } }));
    const first = await runTemplates(synthesize, runDir);
    const second = await runTemplates(synthesize, runDir);
    expect(synthesize).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect(readdirSync(runDir)).toEqual(['templates.json']);
  });

  it('synthesizes every time outside a run', async () => {
    const synthesize = vi.fn(async () => ({ n: 1 }));
    await runTemplates(synthesize, undefined);
    await runTemplates(synthesize, undefined);
    expect(synthesize).toHaveBeenCalledTimes(2);
  });
});
