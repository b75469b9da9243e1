// A keep-alive HTTP client whose sockets can be closed on demand. fetch's own pool cannot be
// emptied from outside, and a soak counts the server's file handles at idle: open client sockets
// would be counted there too.
import { Agent, request as httpRequest } from 'node:http';

export type Answer = { status: number; body: Buffer; ms: number };

export type RequestOptions = {
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
};

export type HttpClient = {
  request(method: string, path: string, options?: RequestOptions): Promise<Answer>;
  /** Closes every socket, idle or not; the client must not be used afterwards. */
  close(): void;
};

export function httpClient(baseUrl: string, maxSockets: number): HttpClient {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const base = new URL(baseUrl);
  return {
    request(method, path, { headers = {}, body, timeoutMs = 30_000 } = {}) {
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const request = httpRequest(
          {
            agent,
            host: base.hostname,
            port: base.port,
            method,
            path,
            headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', reject);
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                body: Buffer.concat(chunks),
                ms: performance.now() - started,
              }),
            );
          },
        );
        request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
        request.on('error', reject);
        request.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
