import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockOwner, releaseLock, takeLock } from './stack-lock';

/** Above Linux's largest pid_max, so no process can have it. */
const DEAD_PID = 4_194_304;

describe('stack lock', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stack-lock-'));
    file = join(dir, 'stack.lock');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('takes a free lock and releases it', () => {
    takeLock(file);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    releaseLock(file);
    expect(() => readFileSync(file)).toThrow();
  });

  it('replaces a stale lock', () => {
    writeFileSync(file, `${DEAD_PID}\n`);
    expect(lockOwner(file)).toBeUndefined();
    takeLock(file);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
  });

  it('never removes the lock of a live process', () => {
    writeFileSync(file, `${process.ppid}\n`);
    expect(lockOwner(file)).toBe(process.ppid);
    expect(() => takeLock(file)).toThrow();
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.ppid));
  });
});
