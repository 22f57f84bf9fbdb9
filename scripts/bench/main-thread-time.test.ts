import { mainThreadLine, mainThreadTime } from './main-thread-time';

const thread = (pid: number, tid: number, name: string) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (name: string, ts: number, durMs: number, tid = 1) => ({
  name,
  ph: 'X',
  pid: 7,
  tid,
  ts,
  dur: durMs * 1000,
});

// The first test's trace, summed: what the second prints.
const TIME = { script: 50, style: 20, layout: 5, paint: 0, compile: 0, requests: 0, gc: 10, other: 15 };

describe('main-thread time', () => {
  it("gives each event its own time, less what nests in it, by kind, on the renderer's main thread only", () => {
    const events = [
      thread(7, 1, 'CrRendererMain'),
      thread(7, 2, 'Compositor'),
      task('RunTask', 0, 100),
      task('FunctionCall', 1_000, 60),
      task('V8.GC_SCAVENGER', 5_000, 10),
      task('UpdateLayoutTree', 70_000, 20),
      task('Layout', 92_000, 5),
      task('Paint', 0, 500, 2), // the compositor's, not counted
    ];
    expect(mainThreadTime(events)).toEqual(TIME);
  });

  it('takes, of two events with the same span, the one written later as the one holding the other', () => {
    const events = [thread(7, 1, 'CrRendererMain'), task('FunctionCall', 0, 30), task('RunTask', 0, 30)];
    expect(mainThreadTime(events)).toMatchObject({ script: 30, other: 0 });
  });

  it("takes the renderer that ran the page's script, not another one busier with loading", () => {
    const other = (name: string, ts: number, durMs: number) => ({ ...task(name, ts, durMs), pid: 8, tid: 3 });
    const events = [
      thread(8, 3, 'CrRendererMain'),
      thread(7, 1, 'CrRendererMain'),
      ...[0, 10_000, 20_000, 30_000].map((ts) => other('URLLoader::Context::Start', ts, 5)),
      task('FunctionCall', 0, 40),
    ];
    expect(mainThreadTime(events)).toMatchObject({ script: 40, requests: 0 });
  });

  it('prints the busy total and the kinds that took time, largest first', () => {
    const line = mainThreadLine(TIME);
    expect(line).toBe('main thread busy 100 ms: script 50 · style 20 · other 15 · gc 10 · layout 5');
  });
});
