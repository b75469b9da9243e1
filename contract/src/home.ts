// The member's home page as the server sends it (decision 0013). Types only: the first page reads
// this without loading zod.
import type { PublicConfig } from './lookups.ts';
import type { ProposalListResponse } from './proposals.ts';
import type { CurrentUser } from './users.ts';

/**
 * Where the built member home page (web/vite.config.ts) holds the member's name; the server puts
 * the name, HTML-escaped, in its place, so the greeting paints before any script has run.
 */
export const MEMBER_NAME_SLOT = '%AMAL_MEMBER_NAME%';

/** The id of the `<script type="application/json">` that carries a page's first answers. */
export const INITIAL_DATA_ID = 'amal-initial-data';

/**
 * The answers a member's home needs before it can draw, sent inside the page: each is exactly what
 * its endpoint (GET /api/user, GET /api/config, GET /api/proposals/{by}/1/{HOME_LIST_ROWS}) answers.
 */
export type MemberHomeData = {
  user: CurrentUser;
  config: PublicConfig;
  referer: ProposalListResponse;
  reference: ProposalListResponse;
};
