import type { BenchInfo } from '../seed.ts';
import type { BenchDb } from './db.ts';

/** The app setting that says the field verifiers were added (and how many). */
export const BENCH_VERIFIERS_SETTING = 'bench-verifiers';

export type BenchVerifiers = { verifiers: number; firstUser: number; stride: number; assignments: number };

/**
 * Field verifiers at scale (issue 35): `count` bench members become verifiers (`verificators`),
 * every `stride`-th member from the first, and every proposal of a programme that verifies any
 * section is assigned, active, to one of them in turn (`proposal_verificators`). Two statements of
 * bulk SQL; idempotent (a second run finds the setting and adds nothing).
 */
export async function seedVerifiers(db: BenchDb, info: BenchInfo, count: number): Promise<BenchVerifiers> {
  const [done] = await db.query<{ value: string }>('select value from app_settings where key = $1', [
    BENCH_VERIFIERS_SETTING,
  ]);
  if (done) return JSON.parse(done.value) as BenchVerifiers;
  const verifiers = Math.min(count, info.members);
  // Every stride-th member, away from the first few the benches make staff.
  const stride = Math.max(1, Math.floor(info.members / verifiers));
  const firstUser = info.firstUser + 10;
  const last = info.firstUser + info.members - 1;
  await db.query('begin');
  try {
    await db.query(
      `insert into verificators (id_user)
       select g.id from generate_series($1::int, $2::int, $3::int) as g(id)
        where exists (select 1 from users u where u.id_user = g.id)
        limit $4
       on conflict (id_user) do nothing`,
      [firstUser, last, stride, verifiers],
    );
    const [assigned] = await db.query<{ n: number }>(
      `with v as (
         select id_verificator, (row_number() over (order by id_verificator) - 1)::int as k
           from verificators
          where id_user between $1 and $2 and (id_user - $1) % $3 = 0
       ), n as (select count(*)::int as n from v),
       p as (
         select pr.id_proposal, ((row_number() over (order by pr.id_proposal) - 1) % (select n from n))::int as k
           from proposals pr
          where exists (select 1 from program_sections ps
                         where ps.id_program = pr.id_program and ps.need_verification)
            and not exists (select 1 from proposal_verificators pv
                             where pv.id_proposal = pr.id_proposal and pv.id_verificator_status = 1)
       ), ins as (
         insert into proposal_verificators (id_proposal, id_verificator, id_verificator_status, id_lead_verificator)
         select p.id_proposal, v.id_verificator, 1, $4::int from p join v using (k)
         on conflict (id_proposal, id_verificator) where id_verificator_status = 1 do nothing
         returning 1
       )
       select count(*)::int as n from ins`,
      [firstUser, last, stride, info.firstUser],
    );
    const result: BenchVerifiers = { verifiers, firstUser, stride, assignments: assigned?.n ?? 0 };
    await db.query('insert into app_settings (key, value) values ($1, $2)', [
      BENCH_VERIFIERS_SETTING,
      JSON.stringify(result),
    ]);
    await db.query('commit');
    await db.query('analyze verificators, proposal_verificators');
    return result;
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}
