/**
 * Tests only: a local HTTP server (127.0.0.1, a free port) that answers the WhatsApp Business
 * Cloud API's message call as Meta documents it: POST /{version}/{phone-number-id}/messages with a
 * bearer token, `{ messaging_product, contacts, messages: [{ id }] }` on success, and
 * `{ error: { message, type, code, error_subcode, fbtrace_id } }` with 400, 401, 429 or 500.
 * It honours the Idempotency-Key header as the outbox expects a provider to: a key already
 * delivered answers its first message id and delivers nothing again.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubRequest = {
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: {
    messaging_product?: string;
    to?: string;
    type?: string;
    text?: { body?: string };
    biz_opaque_callback_data?: string;
  };
};

/** What one request is answered with, instead of a success. */
export type Scripted =
  | { kind: 'rate-limit'; retryAfter?: number }
  | { kind: 'server-error' }
  | { kind: 'bad-number' }
  | { kind: 'bad-token' }
  | { kind: 'slow'; ms: number };

const graphError = (status: number, code: number, message: string, type = 'OAuthException') => ({
  status,
  payload: { error: { message, type, code, error_subcode: 2494055, fbtrace_id: randomUUID() } },
});

export async function startWhatsAppStub(options: { token: string; phoneNumberId: string }) {
  const requests: StubRequest[] = [];
  /** Delivered messages by idempotency key (the first delivery's id). */
  const delivered = new Map<string, string>();
  const script: Scripted[] = [];
  let delayMs = 0;

  const answer = (
    res: ServerResponse,
    status: number,
    payload: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(payload));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: StubRequest['body'] = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as StubRequest['body'];
    } catch {
      // judged below
    }
    const key = req.headers['idempotency-key'];
    const request: StubRequest = {
      path: req.url ?? '',
      authorization: req.headers.authorization,
      idempotencyKey: typeof key === 'string' ? key : undefined,
      body,
    };
    requests.push(request);
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    if (req.method !== 'POST' || request.path !== `/v21.0/${options.phoneNumberId}/messages`)
      return answer(res, 400, graphError(400, 100, 'Unsupported post request.').payload);
    if (request.authorization !== `Bearer ${options.token}`) {
      // Meta's own answer names the token it was given: the adapter must not pass it on.
      const given = (request.authorization ?? '').replace(/^Bearer /, '');
      const e = graphError(401, 190, `Invalid OAuth access token - Cannot parse access token ${given}`);
      return answer(res, e.status, e.payload);
    }
    const next = script.shift();
    if (next?.kind === 'slow') await new Promise((r) => setTimeout(r, next.ms));
    if (next?.kind === 'rate-limit') {
      const e = graphError(429, 130429, 'Rate limit hit', 'OAuthException');
      return answer(
        res,
        e.status,
        e.payload,
        next.retryAfter ? { 'retry-after': String(next.retryAfter) } : {},
      );
    }
    if (next?.kind === 'server-error') {
      const e = graphError(500, 1, 'An unknown error occurred');
      return answer(res, e.status, e.payload);
    }
    if (next?.kind === 'bad-number') {
      const e = graphError(400, 131026, 'Message Undeliverable', 'OAuthException');
      return answer(res, e.status, e.payload);
    }
    if (next?.kind === 'bad-token') {
      const e = graphError(401, 190, `Error validating access token: ${options.token} has expired`);
      return answer(res, e.status, e.payload);
    }
    if (body.messaging_product !== 'whatsapp' || body.type !== 'text' || !body.to || !body.text?.body)
      return answer(res, 400, graphError(400, 100, 'Invalid parameter').payload);
    const known = request.idempotencyKey ? delivered.get(request.idempotencyKey) : undefined;
    const id = known ?? `wamid.${randomUUID()}`;
    if (!known && request.idempotencyKey) delivered.set(request.idempotencyKey, id);
    return answer(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id }],
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => answer(res, 500, {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    delivered,
    /** The next requests' answers, in order; then successes. */
    script: (...answers: Scripted[]) => script.push(...answers),
    setDelay: (ms: number) => {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
