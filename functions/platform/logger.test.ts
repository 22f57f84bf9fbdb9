import { createLogger } from './logger';

const capture = (level: Parameters<typeof createLogger>[0]) => {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger(level, {}, (line) => lines.push(JSON.parse(line)));
  return { log, lines };
};

describe('createLogger', () => {
  it('writes one JSON object per event with the child fields', () => {
    const { log, lines } = capture('info');
    log.child({ requestId: 'r-1' }).info('request', { status: 200 });
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', message: 'request', requestId: 'r-1', status: 200 }),
    ]);
  });

  it('drops levels below the configured one, and everything when silent', () => {
    const info = capture('warn');
    info.log.info('hidden');
    info.log.warn('shown');
    expect(info.lines.map((l) => l.message)).toEqual(['shown']);
    const silent = capture('silent');
    silent.log.error('hidden');
    expect(silent.lines).toEqual([]);
  });

  it('keeps the name, message and stack of an error', () => {
    const { log, lines } = capture('info');
    log.error('failed', { error: new TypeError('bad') });
    expect(lines[0]?.error).toMatchObject({ name: 'TypeError', message: 'bad', stack: expect.any(String) });
  });
});
