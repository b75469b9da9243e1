import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { HOME_LIST_ROWS } from '@amal/contract/constants';
import { INITIAL_DATA_ID, MEMBER_NAME_SLOT } from '@amal/contract/home';
import { publicConfigSchema } from '@amal/contract/lookups';
import { type ProposalListBy, proposalListResponseSchema } from '@amal/contract/proposals';
import { currentUserSchema } from '@amal/contract/users';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../lib/access.ts';
import { serializerFor } from '../../lib/response-serializer.ts';
import { listProposals } from '../proposals/proposals.service.ts';
import { publicConfig } from '../system/system.service.ts';
import { getCurrentUser } from '../users/users.service.ts';

const gzipAsync = promisify(gzip);

// The serialisers of the endpoints themselves: the page carries byte for byte what they answer.
const serializeUser = serializerFor(currentUserSchema, '/api/user');
const serializeConfig = serializerFor(publicConfigSchema, '/api/config');
const serializeList = serializerFor(proposalListResponseSchema, '/api/proposals/:by/:page/:rows');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that can sit inside a `<script>` element: no `<`, so nothing in it ends the element. */
const scriptJson = (json: string) => json.replace(/</g, '\\u003c');

/** The member's home answers (GET /api/user, /api/config, both lists' first page), as JSON. */
async function memberHomeJson(ctx: AppContext, member: AuthUser) {
  const list = (by: ProposalListBy) =>
    listProposals(ctx.db, member, { by, page: 1, rows: HOME_LIST_ROWS }, {});
  const [user, referer, reference] = await Promise.all([
    getCurrentUser(ctx.db, member.idUser),
    list('referer'),
    list('reference'),
  ]);
  const json = [
    `"user":${serializeUser(user)}`,
    `"config":${serializeConfig(publicConfig(ctx.config))}`,
    `"referer":${serializeList(referer)}`,
    `"reference":${serializeList(reference)}`,
  ];
  return { fullName: user.fullName, json: `{${json.join(',')}}` };
}

/**
 * The member's home page (decision 0013): the built page with the member's name in the greeting,
 * so it paints before the scripts run, and the answers the page would otherwise ask for one after
 * another once they had run. Gzipped when the browser takes it (most phones do).
 */
export async function memberHomePage(ctx: AppContext, member: AuthUser, template: string, gzipped: boolean) {
  const { fullName, json } = await memberHomeJson(ctx, member);
  // Replaced by functions: a replacement string would read "$'" or "$&" in a name as the page's own text.
  const html = template
    .replace(MEMBER_NAME_SLOT, () => escapeHtml(fullName))
    .replace(
      '</body>',
      () => `<script type="application/json" id="${INITIAL_DATA_ID}">${scriptJson(json)}</script></body>`,
    );
  return gzipped ? gzipAsync(html, { level: 6 }) : Buffer.from(html);
}
