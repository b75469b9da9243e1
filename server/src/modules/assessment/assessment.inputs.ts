import {
  type AssessmentInput,
  type AssessmentInputs,
  familyMembersCounted,
  moneyLines,
  sumOf,
} from '@amal/contract/assessment';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { expenseTypes, incomeTypes, proposalSections, verificationSections } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** The sections the scoring inputs are read from (spec §3 "Scoring inputs"). */
const ROUTES = ['incomes', 'expenses', 'family'] as const;
type Route = (typeof ROUTES)[number];

/**
 * A section's data and whose it is: the verifier's version where it was verified, else the
 * applicant's; none when the proposal's form had no such step.
 */
type Source = { data: unknown; source: 'verifier' | 'applicant' | 'absent' };

async function sectionsOf(db: Executor, idProposal: number): Promise<Record<Route, Source>> {
  const [applicant, verifier] = await Promise.all([
    db
      .select({ route: proposalSections.route, data: proposalSections.data })
      .from(proposalSections)
      .where(and(eq(proposalSections.idProposal, idProposal), inArray(proposalSections.route, [...ROUTES]))),
    db
      .select({ route: verificationSections.route, data: verificationSections.data })
      .from(verificationSections)
      .where(
        and(
          eq(verificationSections.idProposal, idProposal),
          inArray(verificationSections.route, [...ROUTES]),
        ),
      ),
  ]);
  const pick = (route: Route): Source => {
    const verified = verifier.find((row) => row.route === route);
    if (verified) return { data: verified.data, source: 'verifier' };
    const answered = applicant.find((row) => row.route === route);
    return answered ? { data: answered.data, source: 'applicant' } : { data: null, source: 'absent' };
  };
  return { incomes: pick('incomes'), expenses: pick('expenses'), family: pick('family') };
}

const input = (value: number, from: Source, items: AssessmentInput['items']): AssessmentInput => ({
  value,
  source: from.source,
  verified: from.source === 'verifier',
  items,
});

/**
 * The scoring inputs of a proposal as they are now (decision 0044): income (the incomes step's
 * lines), living cost (the expenses step's lines) and family count (the recipient and the members
 * living with them), each from the field verifier's version of its section where that section was
 * verified, else the applicant's answer (marked unverified); the kifayah threshold from the
 * programme's setting.
 */
export async function currentInputs(
  db: Executor,
  proposal: { idProposal: number; hadKifayah: number },
): Promise<AssessmentInputs> {
  const sections = await sectionsOf(db, proposal.idProposal);
  const incomeLines = moneyLines(sections.incomes.data, 'idIncomeType');
  const expenseLines = moneyLines(sections.expenses.data, 'idExpenseType');
  const [incomeNames, expenseNames] = await Promise.all([
    db.select({ id: incomeTypes.idIncomeType, name: incomeTypes.name }).from(incomeTypes),
    db.select({ id: expenseTypes.idExpenseType, name: expenseTypes.name }).from(expenseTypes),
  ]);
  const label = (names: { id: number; name: string }[], id: number) =>
    names.find((n) => n.id === id)?.name ?? `Jenis ${id}`;
  const members = familyMembersCounted(sections.family.data);
  return {
    income: input(
      sumOf(incomeLines),
      sections.incomes,
      incomeLines.map((line) => ({ label: label(incomeNames, line.idType), value: line.value })),
    ),
    livingCost: input(
      sumOf(expenseLines),
      sections.expenses,
      expenseLines.map((line) => ({ label: label(expenseNames, line.idType), value: line.value })),
    ),
    familyCount: input(1 + members.length, sections.family, [
      { label: 'Penerima manfaat', value: 1 },
      ...members.map((member) => ({ label: member.name, value: 1 })),
    ]),
    hadKifayah: {
      value: proposal.hadKifayah,
      source: 'programme',
      verified: true,
      items: [],
    },
  };
}
