// Members made straight in the database for load, crash and soak runs: sessions signed the way a
// login signs them, and fresh applicants each holding a complete draft of one programme.
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client.ts';
import { users } from '../../server/src/db/schema/index.ts';
import { wizardSections } from '../../server/src/db/seed/demo-proposals.ts';
import type { AuthUser } from '../../server/src/lib/access.ts';
import { createTokens } from '../../server/src/modules/auth/tokens.ts';
import { getProgram } from '../../server/src/modules/programs/programs.service.ts';

export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export type Session = { cookie: string; user: AuthUser };

/** Sessions made as a login makes them (a `sessions` row and a token signed with `secret`). */
export async function mintSessions(query: Query, secret: string, idUsers: number[]) {
  const tokens = createTokens(new TextEncoder().encode(secret));
  const out = new Map<number, Session>();
  for (let i = 0; i < idUsers.length; i += 5000) {
    const made = await query<{ id_session: string; id_user: number; nip: string | null }>(
      `insert into sessions (id_user, expires_at) select u, now() + interval '1 day' from unnest($1::int[]) as u
       returning id_session, id_user, (select nip from users where id_user = sessions.id_user) as nip`,
      [idUsers.slice(i, i + 5000)],
    );
    for (const s of made) {
      const token = await tokens.sign(
        { username: s.nip ?? String(s.id_user), admin: false, sid: s.id_session, sub: String(s.id_user) },
        new Date(Date.now() + 86_400_000),
      );
      out.set(s.id_user, {
        cookie: `token=${token}`,
        user: { idUser: s.id_user, idSession: s.id_session, nip: s.nip, admin: false, roles: [] },
      });
    }
  }
  return out;
}

/** The programme submissions go to: open now, without a quota, individual (programme 3 when it is). */
export async function openProgramWithoutQuota(query: Query): Promise<number> {
  const [open] = await query<{ id: number }>(
    `select p.id_program as id from programs p join program_schedules s on s.id_program = p.id_program
      where p.active and p.individual and p.id_program_parent is null and s.quota is null
        and now() between s.start_date and s.end_date
      order by (p.id_program = 3) desc, p.id_program limit 1`,
  );
  if (!open) throw new Error('No open programme without a quota to submit to');
  return open.id;
}

type Person = typeof users.$inferSelect;

/** Fills every wizard step of a programme (but documents) for `person`, as the wizard would. */
export async function draftFiller(db: Db, idProgram: number) {
  const program = await getProgram(db, idProgram);
  const routes = new Set(program.programSections.map((s) => s.route));
  routes.delete('documents');
  return (person: Person) => {
    const all = wizardSections(person, { self: true, idBank: 1 });
    return Object.fromEntries(Object.entries(all).filter(([route]) => routes.has(route)));
  };
}

/**
 * Gives members what the home-menu lock waits for before a draft or a submission (a bank account,
 * a KTP number, their own KTP and KK), as rows: the files are never read by the loads.
 */
export async function readyToApply(query: Query, idUsers: number[]) {
  await query(
    `with made as (
       insert into bank_accounts (id_user, id_bank, account_number, account_name)
       select u.id_user, (select min(id_bank) from banks), '1234567890', u.full_name
         from users u where u.id_user = any($1::int[]) and u.id_bank_account is null
       returning id_bank_account, id_user)
     update users u set id_bank_account = made.id_bank_account from made where u.id_user = made.id_user`,
    [idUsers],
  );
  await query(
    `update users set id_card_number = '3273011705900001' where id_user = any($1::int[]) and id_card_number is null`,
    [idUsers],
  );
  await query(
    `insert into documents (id_document_type, id_user, id_person, extension, content_type, size, storage_key)
     select t, u, u, 'png', 'image/png', 1024, 'bench/' || u || '-' || t || '.png'
       from unnest($1::int[]) as u, unnest(array[2, 6]) as t`,
    [idUsers],
  );
}

export type Applicant = {
  idUser: number;
  idTempProposal: number;
  sections: Record<string, unknown>;
};

/**
 * `count` new members cloned from the member `idTemplate` (NIP ARN950-…, unique WhatsApp and KK
 * numbers), each with a complete draft of `idProgram`: one submission each.
 */
export async function freshApplicants(
  query: Query,
  db: Db,
  options: { count: number; idProgram: number; idTemplate: number },
): Promise<Applicant[]> {
  const fill = await draftFiller(db, options.idProgram);
  const [template] = await db.select().from(users).where(eq(users.idUser, options.idTemplate));
  if (!template) throw new Error(`The template member ${options.idTemplate} is missing`);
  const [{ n: offset } = { n: 0 }] = await query<{ n: number }>(
    "select count(*)::int as n from users where nip like 'ARN950-%'",
  );
  const made = await query<{ id_user: number; nip: string; whatsapp_number: string; nomor_kk: string }>(
    `insert into users (full_name, nip, whatsapp_number, id_card_number, nomor_kk, gender, date_of_birth, place_of_birth,
            marriage, membership, id_status_residence, length_of_stay, pray5_times, smoker, id_province, id_regency,
            id_district, id_sub_district, full_address, rt, rw, postal_code, password_hash)
     select t.full_name, 'ARN950-' || lpad((n + $2)::text, 6, '0'), '62899' || lpad((n + $2)::text, 8, '0'),
            t.id_card_number, '99' || lpad((n + $2)::text, 14, '0'), t.gender, t.date_of_birth, t.place_of_birth,
            t.marriage, t.membership, t.id_status_residence, t.length_of_stay, t.pray5_times, t.smoker, t.id_province,
            t.id_regency, t.id_district, t.id_sub_district, t.full_address, t.rt, t.rw, t.postal_code, t.password_hash
       from users t, generate_series(1, $1::int) as n where t.id_user = $3
     returning id_user, nip, whatsapp_number, nomor_kk`,
    [options.count, offset, options.idTemplate],
  );
  await readyToApply(
    query,
    made.map((a) => a.id_user),
  );
  const sections = new Map(
    made.map((a) => [
      a.id_user,
      fill({
        ...template,
        idUser: a.id_user,
        nip: a.nip,
        whatsappNumber: a.whatsapp_number,
        nomorKK: a.nomor_kk,
      }),
    ]),
  );
  const out: Applicant[] = [];
  for (let i = 0; i < made.length; i += 1000) {
    const ids = made.slice(i, i + 1000).map((a) => a.id_user);
    const drafts = await query<{ id_temp_proposal: number; id_user: number }>(
      `insert into temporary_proposals (id_user, id_program, data)
       select u, $2, d from unnest($1::int[], $3::text[]) as x(u, d) returning id_temp_proposal, id_user`,
      [ids, options.idProgram, ids.map((id) => JSON.stringify(sections.get(id)))],
    );
    for (const d of drafts)
      out.push({ idUser: d.id_user, idTempProposal: d.id_temp_proposal, sections: sections.get(d.id_user)! });
  }
  return out.sort((a, b) => a.idUser - b.idUser);
}
