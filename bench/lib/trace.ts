// The renderer main thread's work in a Chromium trace (Tracing's JSON), for bench:web's profiled
// wizard run: by kind for the whole step change, and task by task.

export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};
export type Trace = { traceEvents: TraceEvent[] };
type Timed = TraceEvent & { dur: number };

/** The page's main thread's complete events in time order, each enclosing one before its children. */
export function mainThreadEvents(trace: Trace): Timed[] {
  const main = trace.traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return [];
  return trace.traceEvents
    .filter(
      (e): e is Timed => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** Self time (ms) by event name: each event's duration less its children's. */
export function selfTimes(events: readonly Timed[]): Map<string, number> {
  const self = new Map<string, number>();
  const open: { end: number; name: string }[] = [];
  for (const event of events) {
    while (open.length > 0 && open.at(-1)!.end <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - event.dur / 1000);
    self.set(event.name, (self.get(event.name) ?? 0) + event.dur / 1000);
    open.push({ end: event.ts + event.dur, name: event.name });
  }
  return self;
}

export interface TopLevelTask {
  /** Milliseconds from the first event. */
  start: number;
  duration: number;
  events: Timed[];
}

/** The main thread's outermost events (its tasks), each with the events inside it. */
export function topLevelTasks(events: readonly Timed[]): TopLevelTask[] {
  const tasks: TopLevelTask[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const event of events) {
    if (event.ts >= end) {
      end = event.ts + event.dur;
      tasks.push({ start: (event.ts - events[0]!.ts) / 1000, duration: event.dur / 1000, events: [] });
    }
    tasks.at(-1)!.events.push(event);
  }
  return tasks;
}

/** The `count` largest entries of a breakdown (name, ms), largest first, at least `min` ms each. */
export function largest(times: Map<string, number>, count: number, min = 1): [string, number][] {
  return [...times]
    .filter(([, t]) => t >= min)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);
}
