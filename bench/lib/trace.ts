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
  args?: { name?: string; data?: { type?: string } };
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
