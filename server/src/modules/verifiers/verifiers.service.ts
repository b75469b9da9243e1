import { ROLE_LEAD_VERIFICATOR } from '@amal/contract/constants';
import type { VerifierListQuery, VerifierListResponse } from '@amal/contract/verifiers';
import { VERIFICATOR_STATUS } from '@amal/contract/verifiers';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { programs } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { verifierPrograms } from './verifiers.policy.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const ids = (values: number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** ` and column in (…) and column = …` for the scope and the programme filter; empty for neither. */
const programmesWithin = (programmes: number[] | null, idProgram: number | undefined) => (column: SQL) => {
  const conditions: SQL[] = [];
  if (programmes !== null) conditions.push(sql`${column} in (${ids(programmes)})`);
  if (idProgram !== undefined) conditions.push(sql`${column} = ${idProgram}`);
  return conditions.length === 0 ? sql`` : sql` and ${sql.join(conditions, sql` and `)}`;
};

/**
 * Who is a field verifier of which programme: a lead verifier (role 6) of it, or a member who ticked
 * becomeVerifier on the consent step of a proposal of it they sent (as its referrer; the step's
 * data is kept in proposal_sections under the route "requirement"), or someone assigned to one of
 * its proposals. `programmes` null: all.
 */
function links(programmes: number[] | null, idProgram: number | undefined): SQL {
  const within = programmesWithin(programmes, idProgram);
  return sql`
    select a.id_user, ar.id_program, true as lead, false as volunteered
    from administrator_roles ar
    join administrators a on a.id_administrator = ar.id_administrator
    where ar.id_role = ${ROLE_LEAD_VERIFICATOR}${within(sql`ar.id_program`)}
    union all
    select r.id_user, p.id_program, false, true
    from proposal_sections s
    join proposals p on p.id_proposal = s.id_proposal
    join referrers r on r.id_referrer = p.id_referrer
    where s.route = 'requirement' and s.data @> '{"becomeVerifier": true}'::jsonb${within(sql`p.id_program`)}
    union all
    select v.id_user, p.id_program, false, false
    from proposal_verificators pv
    join verificators v on v.id_verificator = pv.id_verificator
    join proposals p on p.id_proposal = pv.id_proposal
    where pv.id_verificator_status = ${VERIFICATOR_STATUS.active}${within(sql`p.id_program`)}`;
}

type Row = {
  idUser: number;
  fullName: string;
  nip: string | null;
  whatsappNumber: string | null;
  leadVerifier: boolean;
  volunteered: boolean;
  programs: number[];
  openAssignments: number;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * GET /api/verificators/{page}/{rows}: the field verifiers of the programmes where the caller may
 * see them (readVerifiers; super admin: all), by name, each with those of their programmes only.
 */
export async function listVerifiers(
  db: Db,
  user: AuthUser,
  params: { page: number; rows: number },
  query: VerifierListQuery,
): Promise<VerifierListResponse> {
  const programmes = verifierPrograms(user);
  if (programmes !== null && programmes.length === 0) throw forbidden();
  const empty = { data: [], total: 0, page: params.page, rows: params.rows };
  if (query.idProgram !== undefined && programmes !== null && !programmes.includes(query.idProgram))
    return empty;
  const search = query.search
    ? sql` and (lower(u.nip) like ${`${escapeLike(query.search.toLowerCase())}%`}
           or lower(u.full_name) like ${`${escapeLike(query.search.toLowerCase())}%`})`
    : sql``;
  const within = programmesWithin(programmes, query.idProgram);
  const people = sql`
    with links as (${links(programmes, query.idProgram)})
    select l.id_user, bool_or(l.lead) as lead, bool_or(l.volunteered) as volunteered,
      jsonb_agg(distinct l.id_program order by l.id_program) as programs,
      (select count(*)::int from proposal_verificators pv
        join verificators v on v.id_verificator = pv.id_verificator
        join proposals p on p.id_proposal = pv.id_proposal
        where v.id_user = l.id_user and pv.id_verificator_status = ${VERIFICATOR_STATUS.active}${within(sql`p.id_program`)}) as open
    from links l
    join users u on u.id_user = l.id_user
    where u.disabled_at is null${search}
    group by l.id_user`;
  const page = rowsOf<Row>(
    await db.execute(sql`
      with people as (${people})
      select u.id_user as "idUser", u.full_name as "fullName", u.nip, u.whatsapp_number as "whatsappNumber",
        p.lead as "leadVerifier", p.volunteered, p.programs, p.open as "openAssignments"
      from people p
      join users u on u.id_user = p.id_user
      order by lower(u.full_name), u.id_user
      limit ${params.rows} offset ${(params.page - 1) * params.rows}`),
  );
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql`with people as (${people}) select count(*)::int as n from people`),
  );
  const names = await programNames(
    db,
    page.flatMap((row) => row.programs),
  );
  return {
    data: page.map((row) => ({
      ...row,
      programs: row.programs.map((idProgram) => ({ idProgram, name: names.get(idProgram) ?? '' })),
    })),
    total: counted?.n ?? 0,
    page: params.page,
    rows: params.rows,
  };
}

async function programNames(db: Db, idPrograms: number[]) {
  const unique = [...new Set(idPrograms)];
  if (unique.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ idProgram: programs.idProgram, name: programs.name })
    .from(programs)
    .where(inArray(programs.idProgram, unique));
  return new Map(rows.map((row) => [row.idProgram, row.name]));
}
