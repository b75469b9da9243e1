// The home page as the server sends it: the member's (decision 0013) and the visitor's (decision
// 0029). Types and strings only: the first page reads this without loading zod.
import type { PublicConfig } from './lookups.ts';
import type { ProposalListResponse } from './proposals.ts';
import type { CurrentUser } from './users.ts';

/**
 * Where the built member home page (web/vite.config.ts) holds the member's name; the server puts
 * the name, HTML-escaped, in its place, so the greeting paints before any script has run.
 */
export const MEMBER_NAME_SLOT = '%AMAL_MEMBER_NAME%';

/**
 * Where the built visitor home page holds the foundation's name, which is the deployment's
 * configuration, not the build's: the server fills it in once when it starts.
 */
export const FOUNDATION_NAME_SLOT = '%AMAL_FOUNDATION_NAME%';

/** The welcome text's " dari {foundation}", or nothing where the deployment names no foundation. */
export const foundationPhrase = (foundationName: string | undefined) =>
  foundationName ? ` dari ${foundationName}` : '';

/** The id of the `<script type="application/json">` that carries a page's first answers. */
export const INITIAL_DATA_ID = 'amal-initial-data';

/** What the visitor's home needs before it can draw: exactly what GET /api/config answers. */
export type VisitorHomeData = { config: PublicConfig };

/**
 * The answers a member's home needs before it can draw, sent inside the page: each is exactly what
 * its endpoint (GET /api/user, GET /api/config, GET /api/proposals/{by}/1/{HOME_LIST_ROWS}) answers.
 */
export type MemberHomeData = VisitorHomeData & {
  user: CurrentUser;
  referer: ProposalListResponse;
  reference: ProposalListResponse;
};
