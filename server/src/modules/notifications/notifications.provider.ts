/**
 * The one interface the worker sends through (decision 0049), and its real adapter: the WhatsApp
 * Business Cloud API's message call, POST {WHATSAPP_API_URL}/{version}/{phone-number-id}/messages
 * with the bearer token. The token is held in this closure only: no error text, log line or answer
 * carries it.
 */

export type OutgoingMessage = {
  /** The recipient's number as stored (628…); the API takes it without a plus. */
  to: string;
  body: string;
  /** The message's own key: the same on every try, so a provider that honours it sends once. */
  idempotencyKey: string;
};

export type SendResult =
  | { ok: true; providerMessageId: string }
  | {
      ok: false;
      /** false: trying again cannot help (a bad number, a refused message): mark it failed now. */
      retryable: boolean;
      /** For staff and the log: the status and the provider's code and message, never a credential. */
      error: string;
      /** The provider asked to wait (429 Retry-After), in seconds. */
      retryAfterSeconds?: number;
    };

export interface MessageProvider {
  send(message: OutgoingMessage): Promise<SendResult>;
}

export type WhatsAppConfig = {
  token: string;
  phoneNumberId: string;
  /** https://graph.facebook.com unless set (tests: a local server). */
  apiUrl: string;
  /** The Graph API version in the path, e.g. v21.0. */
  apiVersion: string;
  timeoutMs?: number;
};

/**
 * Graph API error codes meaning "too many, wait": 4 (application rate limit), 80007 (WABA rate
 * limit), 130429 (throughput), 131048 (spam rate limit), 131056 (pair rate limit).
 */
const RATE_LIMIT_CODES = new Set([4, 80007, 130429, 131048, 131056]);

type GraphError = { error?: { message?: unknown; code?: unknown; error_subcode?: unknown; type?: unknown } };
type GraphAnswer = { messages?: { id?: unknown }[] } & GraphError;

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 297)}...` : text);

export function whatsappCloudProvider(config: WhatsAppConfig): MessageProvider {
  const url = `${config.apiUrl.replace(/\/+$/, '')}/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  // The configured token, and anything shaped like a Meta access token (EAA…), never leave here.
  const scrub = (text: string) =>
    clip(
      text
        .split(config.token)
        .join('[redacted]')
        .replace(/EAA[A-Za-z0-9_-]{8,}/g, '[redacted]'),
    );
  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.token}`,
            'content-type': 'application/json',
            // Not a documented Cloud API feature: sent so that a provider or proxy that honours it
            // dedupes a retry after a crash between the send and the mark (decision 0049).
            'idempotency-key': message.idempotencyKey,
          },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: message.to.replace(/^\+/, ''),
            type: 'text',
            text: { preview_url: true, body: message.body },
            // Echoed in the delivery webhooks: ties a status back to this outbox message.
            biz_opaque_callback_data: message.idempotencyKey,
          }),
          signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
        });
      } catch (error) {
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'network error';
        return { ok: false, retryable: true, error: scrub(`Tidak tersambung ke WhatsApp API (${reason})`) };
      }
      let answer: GraphAnswer = {};
      try {
        answer = (await response.json()) as GraphAnswer;
      } catch {
        // An answer that is not JSON: judged by its status below.
      }
      const id = answer.messages?.[0]?.id;
      if (response.ok && typeof id === 'string') return { ok: true, providerMessageId: id };
      const code = typeof answer.error?.code === 'number' ? answer.error.code : undefined;
      const text = typeof answer.error?.message === 'string' ? answer.error.message : response.statusText;
      const error = scrub(`HTTP ${response.status}${code === undefined ? '' : ` (kode ${code})`}: ${text}`);
      const rateLimited = response.status === 429 || (code !== undefined && RATE_LIMIT_CODES.has(code));
      if (rateLimited) {
        const after = Number(response.headers.get('retry-after'));
        return {
          ok: false,
          retryable: true,
          error,
          ...(Number.isFinite(after) && after > 0 ? { retryAfterSeconds: Math.min(after, 3600) } : {}),
        };
      }
      // 5xx and an expired or wrong token (401/403: fixed by configuration) may pass; a refused
      // message (400: bad number, outside the 24-hour window, …) will not.
      const retryable =
        response.status >= 500 || response.status === 401 || response.status === 403 || response.ok;
      return { ok: false, retryable, error };
    },
  };
}
