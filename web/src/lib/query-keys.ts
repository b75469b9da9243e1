/**
 * Query keys that more than one feature reads or changes. Features do not import each other, so
 * a key shared between, say, the login mutation (auth) and the current-user query (users) lives
 * here. Keys used by one feature only stay in that feature's api/ file.
 */
export const currentUserQueryKey = ['user', 'current'] as const;

/** The proposal lists (GET /api/proposals/…): a submission or an edit marks them all stale. */
export const proposalListsQueryKey = ['proposals'] as const;

/** A programme's status flow with its role mapping: the desk reads it, the programme editor saves it. */
export const programStatusesQueryKey = (idProgram: number) => ['program', idProgram, 'statuses'] as const;
