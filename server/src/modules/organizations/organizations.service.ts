import { apiMessages } from '@amal/contract/api';
import type {
  ManagerResponse,
  Organization,
  OrganizationBankAccountBody,
  OrganizationManagerBatch,
  OrganizationManagerBody,
  OrganizationResponse,
} from '@amal/contract/organizations';
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bankAccounts,
  organizationBankAccounts,
  organizationManagers,
  organizations,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { canUseBankAccount } from '../bank-accounts/bank-accounts.policy.ts';
import { ownsOrganization } from './organizations.policy.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

const missingId = (path: string) =>
  badRequest(apiMessages.invalidInput, [{ path, message: apiMessages.invalidInput }]);

const managerColumns = {
  idOrganizationManager: organizationManagers.idOrganizationManager,
  idOrganization: organizationManagers.idOrganization,
  idUser: organizationManagers.idUser,
  slot: organizationManagers.slot,
  fullName: organizationManagers.fullName,
  whatsapp: organizationManagers.whatsapp,
  gender: organizationManagers.gender,
  position: organizationManagers.position,
  lengthInOrganization: organizationManagers.lengthInOrganization,
};

const SLOT_ORDER = ['applicant', 'pembina', 'ustadz', 'other'];
const bySlot = (a: ManagerResponse, b: ManagerResponse) =>
  SLOT_ORDER.indexOf(a.slot) - SLOT_ORDER.indexOf(b.slot) ||
  a.idOrganizationManager - b.idOrganizationManager;

async function managersOf(db: Executor, ids: number[]): Promise<ManagerResponse[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(managerColumns)
    .from(organizationManagers)
    .where(inArray(organizationManagers.idOrganization, ids))
    .orderBy(asc(organizationManagers.idOrganizationManager));
  return rows.sort(bySlot);
}

type OrganizationRow = typeof organizations.$inferSelect;

const present = (row: OrganizationRow, managers: ManagerResponse[]): OrganizationResponse => {
  const { createdAt: _c, updatedAt: _u, ...fields } = row;
  return { ...fields, organizationManagers: managers.filter((x) => x.idOrganization === row.idOrganization) };
};

/** The organisation if the caller owns it (locked for the transaction when `lock`), else 404. */
async function ownOrganization(db: Executor, user: AuthUser, idOrganization: number, lock = false) {
  const query = db.select().from(organizations).where(eq(organizations.idOrganization, idOrganization));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !ownsOrganization(user, row)) throw notFound();
  return row;
}

export async function getOrganization(db: Executor, user: AuthUser, idOrganization: number) {
  const row = await ownOrganization(db, user, idOrganization);
  return present(row, await managersOf(db, [row.idOrganization]));
}

/** GET /api/organization: the caller's organisations, the latest first (the wizard reuses the first). */
export async function listOwnOrganizations(db: Db, user: AuthUser) {
  const rows = await db
    .select()
    .from(organizations)
    .where(eq(organizations.idUser, user.idUser))
    .orderBy(desc(organizations.updatedAt), desc(organizations.idOrganization));
  const managers = await managersOf(
    db,
    rows.map((row) => row.idOrganization),
  );
  const data = rows.map((row) => present(row, managers));
  return { data, total: data.length, page: 1, rows: data.length };
}

const organizationValues = ({ idOrganization: _id, ...fields }: Organization) => ({
  ...fields,
  dawahActivitiesFrequency: fields.dawahActivitiesFrequency ?? null,
  routineDawahEducationSocialPrograms: fields.routineDawahEducationSocialPrograms ?? null,
});

export async function createOrganization(db: Db, user: AuthUser, input: Organization) {
  const [created] = await db
    .insert(organizations)
    .values({ ...organizationValues(input), idUser: user.idUser })
    .returning({ idOrganization: organizations.idOrganization });
  return getOrganization(db, user, created!.idOrganization);
}

export async function updateOrganization(db: Db, user: AuthUser, input: Organization) {
  if (!input.idOrganization) throw missingId('idOrganization');
  const [updated] = await db
    .update(organizations)
    .set({ ...organizationValues(input), updatedAt: new Date() })
    .where(and(eq(organizations.idOrganization, input.idOrganization), eq(organizations.idUser, user.idUser)))
    .returning({ idOrganization: organizations.idOrganization });
  if (!updated) throw notFound();
  return getOrganization(db, user, updated.idOrganization);
}

// ---------------------------------------------------------------------------------------------
// Managers
// ---------------------------------------------------------------------------------------------

type ManagerFields = Omit<OrganizationManagerBody, 'idOrganization' | 'idOrganizationManager'> & {
  idOrganizationManager?: number;
};

const managerValues = (user: AuthUser, { idOrganizationManager: _id, ...manager }: ManagerFields) => ({
  slot: manager.slot,
  fullName: manager.fullName,
  whatsapp: manager.whatsapp,
  gender: manager.gender,
  position: manager.position,
  lengthInOrganization: manager.lengthInOrganization,
  // The applicant's slot is the member themself.
  idUser: manager.slot === 'applicant' ? user.idUser : null,
});

export async function createManager(db: Db, user: AuthUser, input: OrganizationManagerBody) {
  return db.transaction(async (tx) => {
    await ownOrganization(tx, user, input.idOrganization, true);
    const [created] = await tx
      .insert(organizationManagers)
      .values({ ...managerValues(user, input), idOrganization: input.idOrganization })
      .returning(managerColumns);
    return created!;
  });
}

/** A manager is changed only through its own organisation, named in the body and the caller's. */
export async function updateManager(db: Db, user: AuthUser, input: OrganizationManagerBody) {
  const id = input.idOrganizationManager;
  if (!id) throw missingId('idOrganizationManager');
  return db.transaction(async (tx) => {
    await ownOrganization(tx, user, input.idOrganization, true);
    const [updated] = await tx
      .update(organizationManagers)
      .set(managerValues(user, input))
      .where(
        and(
          eq(organizationManagers.idOrganizationManager, id),
          eq(organizationManagers.idOrganization, input.idOrganization),
        ),
      )
      .returning(managerColumns);
    if (!updated) throw notFound();
    return updated;
  });
}

/**
 * POST /api/organizationmanager/batch: the organisation's whole list in one transaction. A manager
 * id that is not of this organisation fails the whole save (404) and nothing changes.
 */
export async function saveManagers(db: Db, user: AuthUser, input: OrganizationManagerBatch) {
  return db.transaction(async (tx) => {
    await ownOrganization(tx, user, input.idOrganization, true);
    const existing = new Set(
      (
        await tx
          .select({ id: organizationManagers.idOrganizationManager })
          .from(organizationManagers)
          .where(eq(organizationManagers.idOrganization, input.idOrganization))
      ).map((row) => row.id),
    );
    const kept = input.managers.flatMap((x) => (x.idOrganizationManager ? [x.idOrganizationManager] : []));
    if (kept.some((id) => !existing.has(id)) || new Set(kept).size !== kept.length) throw notFound();
    const ofThis = eq(organizationManagers.idOrganization, input.idOrganization);
    await tx
      .delete(organizationManagers)
      .where(
        kept.length > 0 ? and(ofThis, notInArray(organizationManagers.idOrganizationManager, kept)) : ofThis,
      );
    for (const manager of input.managers) {
      if (manager.idOrganizationManager) {
        await tx
          .update(organizationManagers)
          .set(managerValues(user, manager))
          .where(eq(organizationManagers.idOrganizationManager, manager.idOrganizationManager));
      }
    }
    const added = input.managers.filter((x) => !x.idOrganizationManager);
    if (added.length > 0)
      await tx
        .insert(organizationManagers)
        .values(added.map((x) => ({ ...managerValues(user, x), idOrganization: input.idOrganization })));
    return managersOf(tx, [input.idOrganization]);
  });
}

// ---------------------------------------------------------------------------------------------
// Bank accounts
// ---------------------------------------------------------------------------------------------

const accountColumns = {
  idOrganizationBankAccount: organizationBankAccounts.idOrganizationBankAccount,
  idOrganization: organizationBankAccounts.idOrganization,
  idBankAccount: organizationBankAccounts.idBankAccount,
  idBank: organizationBankAccounts.idBank,
  accountNumber: organizationBankAccounts.accountNumber,
  accountName: organizationBankAccounts.accountName,
};

/** The applicant's own account an organisation account copies: theirs alone, else 404. */
async function assertOwnBankAccount(tx: Tx, user: AuthUser, idBankAccount: number | undefined) {
  if (!idBankAccount) return;
  const [account] = await tx
    .select({ idUser: bankAccounts.idUser })
    .from(bankAccounts)
    .where(eq(bankAccounts.idBankAccount, idBankAccount));
  if (!account || !canUseBankAccount(user, account)) throw notFound();
}

const accountValues = (input: OrganizationBankAccountBody) => ({
  idBankAccount: input.idBankAccount ?? null,
  idBank: input.idBank,
  accountNumber: input.accountNumber,
  accountName: input.accountName,
});

export async function getOrganizationBankAccount(db: Executor, user: AuthUser, id: number) {
  const [row] = await db
    .select({ ...accountColumns, owner: organizations.idUser })
    .from(organizationBankAccounts)
    .innerJoin(organizations, eq(organizations.idOrganization, organizationBankAccounts.idOrganization))
    .where(eq(organizationBankAccounts.idOrganizationBankAccount, id));
  if (!row || !ownsOrganization(user, { idUser: row.owner })) throw notFound();
  const { owner: _owner, ...account } = row;
  return account;
}

export async function createOrganizationBankAccount(
  db: Db,
  user: AuthUser,
  input: OrganizationBankAccountBody,
) {
  return db.transaction(async (tx) => {
    await ownOrganization(tx, user, input.idOrganization, true);
    await assertOwnBankAccount(tx, user, input.idBankAccount);
    const [created] = await tx
      .insert(organizationBankAccounts)
      .values({ ...accountValues(input), idOrganization: input.idOrganization })
      .returning(accountColumns);
    return created!;
  });
}

export async function updateOrganizationBankAccount(
  db: Db,
  user: AuthUser,
  input: OrganizationBankAccountBody,
) {
  const id = input.idOrganizationBankAccount;
  if (!id) throw missingId('idOrganizationBankAccount');
  return db.transaction(async (tx) => {
    await ownOrganization(tx, user, input.idOrganization, true);
    await assertOwnBankAccount(tx, user, input.idBankAccount);
    const [updated] = await tx
      .update(organizationBankAccounts)
      .set(accountValues(input))
      .where(
        and(
          eq(organizationBankAccounts.idOrganizationBankAccount, id),
          eq(organizationBankAccounts.idOrganization, input.idOrganization),
        ),
      )
      .returning(accountColumns);
    if (!updated) throw notFound();
    return updated;
  });
}
