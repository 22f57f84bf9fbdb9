/**
 * Where a page's main-thread time went, from a Chrome trace (Playwright's `browser.startTracing`
 * with TRACE_CATEGORIES): each event's own time (its duration less the events nested in it) on
 * the renderer's main thread, summed by kind. "Busy" is the sum of every kind, idle time excluded.
 */
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'];

const TIME_KINDS = ['script', 'style', 'layout', 'paint', 'compile', 'requests', 'gc', 'other'] as const;
export type TimeKind = (typeof TIME_KINDS)[number];

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: { readonly name?: string };
}

const KIND_OF: readonly (readonly [RegExp, TimeKind])[] = [
  [/^(V8\.GC|MinorGC|MajorGC|BlinkGC)/, 'gc'],
  [
    /^(UpdateLayoutTree|Document::recalcStyle|StyleEngine::|ParseAuthorStyleSheet|CSSParserImpl::|ScheduleStyleRecalculation)/,
    'style',
  ],
  [/^(Layout|LocalFrameView::performLayout|InlineNode::)/, 'layout'],
  [/^(Paint|PrePaint|Blink\.(PrePaint|Paint|CompositingInputs)|Commit|Layerize|UpdateLayer)/, 'paint'],
  [/^(v8\.compile|v8\.compileModule|CompileScript|CompileCode|v8\.parseOnBackground|ParseHTML)/, 'compile'],
  [/^(Resource|URLLoader::|ThrottlingURLLoader::|MojoURLLoaderClient::|ResponseBodyLoader::)/, 'requests'],
  [
    /^(FunctionCall|EvaluateScript|v8\.|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|FireIdleCallback|V8\.)/,
    'script',
  ],
];

const kindOf = (name: string): TimeKind => KIND_OF.find(([pattern]) => pattern.test(name))?.[1] ?? 'other';

/**
 * The page's renderer main thread: of the threads named CrRendererMain, the one that ran the most
 * script. A trace can hold another renderer's (the blank page a context opens with, a spare), busy
 * with loading but not with the page's code; counted by events, it sometimes won.
 */
function mainThread(events: readonly TraceEvent[]): string | undefined {
  const script = new Map<string, number>();
  for (const e of events)
    if (e.ph === 'X' && kindOf(e.name) === 'script')
      script.set(`${e.pid}:${e.tid}`, (script.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  return events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`)
    .sort((a, b) => (script.get(b) ?? 0) - (script.get(a) ?? 0))[0];
}

/** Milliseconds of main-thread time by kind. */
export function mainThreadTime(events: readonly TraceEvent[]): Record<TimeKind, number> {
  const totals = Object.fromEntries(TIME_KINDS.map((kind) => [kind, 0])) as Record<TimeKind, number>;
  const thread = mainThread(events);
  // Chrome writes an event when it ends, so of two with the same span the later one holds the
  // other: it goes first.
  const complete = events
    .map((event, order) => ({ event, order }))
    .filter(({ event: e }) => e.ph === 'X' && e.dur && `${e.pid}:${e.tid}` === thread)
    .sort((a, b) => a.event.ts - b.event.ts || (b.event.dur ?? 0) - (a.event.dur ?? 0) || b.order - a.order)
    .map(({ event }) => event);
  // Events on one thread nest: walk them in start order with the chain of open ones, and take
  // each child's duration off its parent's own time.
  const open: { end: number; kind: TimeKind }[] = [];
  for (const event of complete) {
    const dur = event.dur ?? 0;
    while (open.length && open.at(-1)!.end <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) totals[parent.kind] -= dur;
    const kind = kindOf(event.name);
    totals[kind] += dur;
    open.push({ end: event.ts + dur, kind });
  }
  for (const kind of TIME_KINDS) totals[kind] = Math.max(0, Math.round(totals[kind] / 1000));
  return totals;
}

/** One line: the busy total and each kind that took any time, largest first. */
export function mainThreadLine(time: Record<TimeKind, number>): string {
  const busy = TIME_KINDS.reduce((sum, kind) => sum + time[kind], 0);
  const parts = TIME_KINDS.filter((kind) => time[kind] > 0)
    .sort((a, b) => time[b] - time[a])
    .map((kind) => `${kind} ${time[kind]}`);
  return `main thread busy ${busy} ms: ${parts.join(' · ')}`;
}
