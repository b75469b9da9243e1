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
