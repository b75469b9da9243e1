import { Agent, request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import { type LoadResult, loadResult } from './capture.ts';

export type HttpRequest = {
  method?: 'GET' | 'POST' | 'PATCH';
  path: string;
  cookie?: string;
  body?: unknown;
};

/**
 * What a load sends: a fixed set of requests, or a function making each one (for requests that
 * must differ every time, a submission's fresh applicant).
 */
export type HttpRequests = readonly HttpRequest[] | (() => HttpRequest);

function toAutocannon(r: HttpRequest): autocannon.Request {
  // As a browser asks: an answer the server keeps gzipped (the programme's) is then sent so.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-encoding': 'gzip, deflate, br',
  };
  if (r.cookie) headers.cookie = r.cookie;
  if (r.body !== undefined) headers['content-type'] = 'application/json';
  return {
    method: r.method ?? 'GET',
    path: r.path,
    headers,
    body: r.body === undefined ? undefined : JSON.stringify(r.body),
  };
}

/**
 * A fixed set is dealt out among the connections, each cycling through its own share: autocannon
 * writes a fixed request's bytes once, where a request made per call is rebuilt on every send
 * (a fifth of the load generator's CPU, which shares the cores with the server under test).
 */
function requestOptions(
  requests: HttpRequests,
  connections: number,
): Pick<autocannon.Options, 'requests' | 'setupClient'> {
  if (typeof requests === 'function') {
    return { requests: [{ setupRequest: (request) => ({ ...request, ...toAutocannon(requests()) }) }] };
  }
  if (requests.length === 0) throw new Error('A load needs at least one request');
  const built = requests.map(toAutocannon);
  let dealt = 0;
  return {
    requests: [built[0]!],
    setupClient: (client) => {
      const seat = dealt++ % connections;
      const share = built.filter((_, i) => i % connections === seat);
      client.setRequests(share.length > 0 ? share : [built[seat % built.length]!]);
    },
  };
}

/**
 * Loads `baseUrl` with autocannon (no pipelining) from this process. Latency percentiles are
 * computed from every response's own time, not autocannon's buckets.
 */
export async function httpLoad(
  baseUrl: string,
  options: { connections: number; seconds: number; amount?: number; requests: HttpRequests },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let firstFailure: { status: number; request: autocannon.Request } | undefined;
  const options_: autocannon.Options = {
    url: baseUrl,
    connections: options.connections,
    pipelining: 1,
    duration: options.seconds,
    ...(options.amount ? { amount: options.amount } : {}),
    timeout: 10,
    ...requestOptions(options.requests, options.connections),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options_, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (client, status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      // Emitted before the client moves on: its current request is the one answered.
      if (status >= 300 && !firstFailure) {
        const { currentRequest } = (
          client as unknown as { requestIterator: { currentRequest: autocannon.Request } }
        ).requestIterator;
        firstFailure = { status, request: currentRequest };
      }
    });
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  if (firstFailure) console.log(`  first failing response: ${await describeFailure(baseUrl, firstFailure)}`);
  return loadResult(latencies, result.duration || options.seconds, errors);
}

/**
 * The failing request, and a GET sent again so that its answer can be read (the load does not keep
 * bodies; a write is not sent twice).
 */
async function describeFailure(
  baseUrl: string,
  { status, request }: { status: number; request: autocannon.Request },
): Promise<string> {
  const label = `${status} on ${request.method} ${request.path}`;
  if (request.method !== 'GET') return label;
  try {
    const again = await fetch(`${baseUrl}${request.path}`, {
      headers: request.headers as Record<string, string>,
    });
    return `${label}; sent again: ${again.status} ${(await again.text()).slice(0, 300)}`;
  } catch (error) {
    return `${label}; sent again: ${(error as Error).message}`;
  }
}

/**
 * The instants (ms from the start) at which an open-loop load of `rate` requests a second for
 * `seconds` starts its requests: one every 1000 / rate ms, the first at 0.
 */
export function arrivalSchedule(rate: number, seconds: number): number[] {
  if (!(rate > 0) || !(seconds > 0)) throw new Error('An open-loop load needs a rate and a duration');
  const count = Math.max(1, Math.floor(rate * seconds));
  return Array.from({ length: count }, (_, i) => (i * 1000) / rate);
}

/**
 * An open-loop load: requests start on a fixed schedule, `rate` a second for `seconds`, whether or
 * not the earlier ones have been answered (each on a connection of its own when none is free), as
 * members arrive. A closed loop (autocannon's N connections) waits for an answer before it sends
 * again, so a slow server is sent less and its queue never shows (coordinated omission). Here each
 * request's time runs from the instant it was due, not from when it was sent: a load generator
 * that fell behind its schedule counts its own lateness against the figure rather than hiding it.
 * Resolves when every request has been answered (or has failed after 10 s).
 */
export async function openLoopLoad(
  baseUrl: string,
  options: { rate: number; seconds: number; request: () => HttpRequest },
): Promise<LoadResult & { late: number }> {
  const schedule = arrivalSchedule(options.rate, options.seconds);
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const url = new URL(baseUrl);
  const latencies: number[] = [];
  let errors = 0;
  let late = 0;
  let firstFailure: string | undefined;
  const send = (r: HttpRequest, due: number) =>
    new Promise<void>((resolve) => {
      const body = r.body === undefined ? undefined : JSON.stringify(r.body);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (r.cookie) headers.cookie = r.cookie;
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(body));
      }
      const fail = (label: string) => {
        errors++;
        firstFailure ??= `${label} on ${r.method ?? 'GET'} ${r.path}`;
        resolve();
      };
      const request = httpRequest(
        { host: url.hostname, port: url.port, path: r.path, method: r.method ?? 'GET', headers, agent },
        (response) => {
          const status = response.statusCode ?? 0;
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            if (status >= 300 && text.length < 300) text += chunk;
          });
          response.on('end', () => {
            latencies.push(performance.now() - due);
            if (status >= 300) fail(`${status} ${text.slice(0, 300)}`);
            else resolve();
          });
        },
      );
      request.setTimeout(10_000, () => request.destroy(new Error('no answer within 10 s')));
      request.on('error', (error) => fail(error.message));
      request.end(body);
    });
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (const at of schedule) {
    const wait = start + at - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // More than a millisecond behind the schedule: this process (sharing the cores) was busy.
    if (performance.now() - (start + at) > 1) late++;
    pending.push(send(options.request(), start + at));
  }
  await Promise.all(pending);
  agent.destroy();
  if (firstFailure) console.log(`  first failing response: ${firstFailure}`);
  return { ...loadResult(latencies, options.seconds, errors), late };
}
