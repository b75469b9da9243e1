// oidc-provider ships no types: what e2e/oidc.ts uses (as server/src/modules/auth/google-oidc-provider.d.ts).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
  export default Provider;
}
