import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import { HOME_LIST_ROWS } from '@amal/contract/constants';
import {
  FOUNDATION_NAME_SLOT,
  foundationPhrase,
  INITIAL_DATA_ID,
  MEMBER_NAME_SLOT,
} from '@amal/contract/home';
import { type PublicConfig, publicConfigSchema } from '@amal/contract/lookups';
import { type ProposalListBy, proposalListResponseSchema } from '@amal/contract/proposals';
import { currentUserSchema } from '@amal/contract/users';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../lib/access.ts';
import { serializerFor } from '../../lib/response-serializer.ts';
import { listProposals } from '../proposals/proposals.service.ts';
import { defaultPublicConfig, publicConfig } from '../system/system.service.ts';
import { getCurrentUser } from '../users/users.service.ts';

const gzipAsync = promisify(gzip);

// The serialisers of the endpoints themselves: the page carries byte for byte what they answer.
const serializeUser = serializerFor(currentUserSchema, '/api/user');
const serializeConfig = serializerFor(publicConfigSchema, '/api/config');
const serializeList = serializerFor(proposalListResponseSchema, '/api/proposals/:by/:page/:rows');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that can sit inside a `<script>` element: no `<`, so nothing in it ends the element. */
const scriptJson = (json: string) => json.replace(/</g, '\\u003c');

/** The page with its first answers (`json`) in a data block the app reads before its first render. */
const withInitialData = (html: string, json: string) =>
  // Replaced by a function: a replacement string would read "$'" or "$&" in the data as the page's own text.
  html.replace(
    '</body>',
    () => `<script type="application/json" id="${INITIAL_DATA_ID}">${scriptJson(json)}</script></body>`,
  );

/** The member's home answers (GET /api/user, /api/config, both lists' first page), as JSON. */
async function memberHomeJson(ctx: AppContext, member: AuthUser) {
  const list = (by: ProposalListBy) =>
    listProposals(ctx.db, member, { by, page: 1, rows: HOME_LIST_ROWS }, {});
  const [user, config, referer, reference] = await Promise.all([
    getCurrentUser(ctx.db, member.idUser),
    publicConfig(ctx),
    list('referer'),
    list('reference'),
  ]);
  const json = [
    `"user":${serializeUser(user)}`,
    `"config":${serializeConfig(config)}`,
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
  // Replaced by a function: a replacement string would read "$'" or "$&" in a name as the page's own text.
  const html = withInitialData(
    template.replace(MEMBER_NAME_SLOT, () => escapeHtml(fullName)),
    json,
  );
  return gzipped ? gzipAsync(html, { level: 6 }) : Buffer.from(html);
}

/**
 * The visitor's home page (decision 0029), the same for every visitor of this deployment: the built
 * page with the foundation's name in the welcome text, and GET /api/config's answer, so that the
 * app takes the page over as it is. Plain and gzipped.
 */
export function visitorHomePage(config: PublicConfig, template: string) {
  const phrase = foundationPhrase(config.foundationName);
  const html = withInitialData(
    template.replace(foundationPhrase(FOUNDATION_NAME_SLOT), () => escapeHtml(phrase)),
    `{"config":${serializeConfig(config)}}`,
  );
  return { plain: Buffer.from(html), gzipped: gzipSync(html, { level: 9 }) };
}

/**
 * The visitor's home page as the settings are now: made again only when the name or the
 * customer-service address it carries changed (a super admin saved the settings), else the one
 * made before, so a visitor's request costs a read of the settings kept in memory.
 */
export function visitorHomePages(ctx: Pick<AppContext, 'db' | 'config'>, template: string) {
  let made: { key: string; config: PublicConfig; page: ReturnType<typeof visitorHomePage> } | undefined;
  return async () => {
    // The database unreachable: the page made last, or the environment's values, rather than none.
    const config = await publicConfig(ctx).catch(() => made?.config ?? defaultPublicConfig(ctx.config));
    const key = JSON.stringify(config);
    if (made?.key !== key) made = { key, config, page: visitorHomePage(config, template) };
    return made.page;
  };
}
