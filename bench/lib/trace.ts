/** An event of a Chromium trace (DevTools protocol `Tracing`, `ReportEvents`). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time, where the trace records it. */
  tdur?: number;
  args?: { name?: string; data?: { type?: string; message?: string } };
}

/** The page's events on its renderer main thread: the one of the most events (the browser starts others). */
export function rendererMainThread(events: TraceEvent[]): TraceEvent[] {
  const size = new Map<string, number>();
  for (const event of events) {
    const id = `${event.pid}:${event.tid}`;
    size.set(id, (size.get(id) ?? 0) + 1);
  }
  const main = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .sort((a, b) => (size.get(`${b.pid}:${b.tid}`) ?? 0) - (size.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  return events.filter((event) => main && event.pid === main.pid && event.tid === main.tid);
}

/** The label `markMeasuredTask` gives the benchmark's end of a keystroke in a trace. */
export const MEASURED_TASK = 'keystroke measured';

/**
 * For each key press in the trace, the renderer main thread's CPU time (ms) from the task that
 * dispatched its keydown to the task the keystroke benchmark ends its figure with (marked by
 * `MEASURED_TASK`): what the benchmark's figure holds of the page's own work.
 */
export function cpuUntilMeasured(events: TraceEvent[]): number[] {
  const own = rendererMainThread(events).sort((a, b) => a.ts - b.ts);
  const tasks = own.filter((event) => event.name === 'RunTask' && event.dur !== undefined);
  const marks = own.filter(
    (event) => event.name === 'TimeStamp' && event.args?.data?.message === MEASURED_TASK,
  );
  return own
    .filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown')
    .flatMap((keydown) => {
      const start =
        tasks.find((task) => task.ts <= keydown.ts && keydown.ts <= task.ts + task.dur!)?.ts ??
        keydown.ts;
      const end = marks.find((mark) => mark.ts > keydown.ts)?.ts;
      if (end === undefined) return [];
      return [
        tasks
          .filter((task) => task.ts >= start && task.ts <= end)
          .reduce((sum, task) => sum + (task.tdur ?? task.dur!) / 1000, 0),
      ];
    });
}
