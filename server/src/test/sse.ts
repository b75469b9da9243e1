import { type IncomingHttpHeaders, request } from 'node:http';

export type SseEvent = { event: string; data: string; id?: string };

export type EventStream = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body of a refused request (not a stream). */
  body: string;
  events: SseEvent[];
  /** The next event (after those already taken), or a rejection after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/** Opens a server-sent-event stream over real HTTP, as a browser's EventSource does. */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const events: SseEvent[] = [];
      const waiting: (() => void)[] = [];
      let taken = 0;
      let buffer = '';
      let body = '';
      let endEnded: () => void = () => {};
      const ended = new Promise<void>((done) => {
        endEnded = done;
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (res.statusCode !== 200) {
          body += chunk;
          return;
        }
        buffer += chunk;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: SseEvent = { event: 'message', data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'event') event.event = value;
            if (field === 'data') {
              event.data = value;
              isEvent = true;
            }
            if (field === 'id') event.id = value;
          }
          if (isEvent) {
            events.push(event);
            for (const wake of waiting.splice(0)) wake();
          }
          cut = buffer.indexOf('\n\n');
        }
      });
      res.on('close', () => endEnded());
      const stream: EventStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        get body() {
          return body;
        },
        events,
        ended,
        next(timeoutMs = 1000) {
          return new Promise((done, fail) => {
            const take = () => {
              if (taken < events.length) {
                clearTimeout(timer);
                done(events[taken++]!);
                return true;
              }
              return false;
            };
            const timer = setTimeout(() => fail(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
            if (!take()) waiting.push(() => void take());
          });
        },
        close() {
          req.destroy();
        },
      };
      if (res.statusCode === 200) resolve(stream);
      else res.on('end', () => resolve(stream));
    });
    req.on('error', reject);
    req.end();
  });
}
