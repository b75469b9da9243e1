import autocannon from 'autocannon';
import type { LoadResult } from './capture.ts';
import { percentiles } from './report.ts';

export type HttpRequest = {
  method?: 'GET' | 'POST' | 'PATCH';
  path: string;
  cookie?: string;
  body?: unknown;
};

/**
 * Loads `baseUrl` with autocannon (no pipelining) from this process: `next()` makes each request.
 * Latency percentiles are computed from every response's own time, not autocannon's buckets.
 */
export async function httpLoad(
  baseUrl: string,
  options: { connections: number; seconds: number; amount?: number; next: () => HttpRequest },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let firstFailure: string | undefined;
  const options_: autocannon.Options = {
    url: baseUrl,
    connections: options.connections,
    pipelining: 1,
    duration: options.seconds,
    ...(options.amount ? { amount: options.amount } : {}),
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const r = options.next();
          const headers: Record<string, string> = { accept: 'application/json' };
          if (r.cookie) headers.cookie = r.cookie;
          if (r.body !== undefined) headers['content-type'] = 'application/json';
          return {
            ...request,
            method: r.method ?? 'GET',
            path: r.path,
            headers,
            body: r.body === undefined ? undefined : JSON.stringify(r.body),
          };
        },
        onResponse: (status, body) => {
          if (status >= 300 && !firstFailure) firstFailure = `${status} ${body.slice(0, 300)}`;
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options_, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
    });
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  if (firstFailure) console.log(`  first failing response: ${firstFailure}`);
  const seconds = result.duration || options.seconds;
  return {
    rps: latencies.length / seconds,
    ...percentiles(latencies),
    errors,
    requests: latencies.length,
  };
}
