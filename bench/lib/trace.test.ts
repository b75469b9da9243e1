import { describe, expect, it } from 'vitest';
import { largest, mainThreadEvents, selfTimes, topLevelTasks } from './trace.ts';

const thread = { pid: 1, tid: 7 };
const event = (name: string, ts: number, dur: number) => ({ name, ph: 'X', ts, dur, ...thread });
const trace = {
  traceEvents: [
    { name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid: 7, args: { name: 'CrRendererMain' } },
    // A task of 10 ms: 6 of script, of which 2 of style forced inside it, then 1 of layout.
    event('RunTask', 1000, 10_000),
    event('FunctionCall', 2000, 6000),
    event('UpdateLayoutTree', 3000, 2000),
    event('Layout', 9000, 1000),
    // A frame 20 ms later, and an event of another thread that is not counted.
    event('RunTask', 31_000, 3000),
    event('Paint', 31_500, 2000),
    { ...event('RunTask', 1000, 50_000), tid: 8 },
  ],
};

describe("bench:web's reading of the step change's trace", () => {
  const events = mainThreadEvents(trace);

  it('keeps the main thread only', () => {
    expect(events).toHaveLength(6);
  });

  it("gives each kind its self time, its children's taken out", () => {
    const self = selfTimes(events);
    expect(Object.fromEntries(self)).toEqual({
      RunTask: 4,
      FunctionCall: 4,
      UpdateLayoutTree: 2,
      Layout: 1,
      Paint: 2,
    });
    expect(largest(self, 2)).toEqual([
      ['RunTask', 4],
      ['FunctionCall', 4],
    ]);
  });

  it('splits the thread into its tasks, each with the events inside it', () => {
    const tasks = topLevelTasks(events);
    expect(tasks.map(({ start, duration, events }) => [start, duration, events.length])).toEqual([
      [0, 10, 4],
      [30, 3, 2],
    ]);
  });
});
