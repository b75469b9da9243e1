import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FileStore } from '../../lib/file-store.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import type { Db } from '../client.ts';
import {
  administratorRoles,
  administrators,
  bankAccounts,
  banks,
  documents,
  programs,
  users,
} from '../schema/index.ts';
import { storeDemoFile } from './demo-files.ts';
import { seedDemoProposals } from './demo-proposals.ts';

export const DEMO_PASSWORD = 'demo1234';

type DemoAccount = {
  nip: string;
  fullName: string;
  gender: 'Laki-laki' | 'Perempuan';
  whatsappNumber: string;
  /** Staff role held in every programme. */
  role?: number;
  complete?: boolean;
};

// The design brief's §7 accounts. ARN = male, ART = female, as the NIP pattern says.
const ACCOUNTS: DemoAccount[] = [
  {
    nip: 'ARN101-10001',
    fullName: 'Ahmad Fauzi',
    gender: 'Laki-laki',
    whatsappNumber: '6281234500001',
    complete: true,
  },
  { nip: 'ART101-10002', fullName: 'Siti Aminah', gender: 'Perempuan', whatsappNumber: '6281234500002' },
  { nip: 'ARN101-10003', fullName: 'Budi Santoso', gender: 'Laki-laki', whatsappNumber: '6281234500003' },
  {
    nip: 'ARN101-10004',
    fullName: 'Hasan Basri',
    gender: 'Laki-laki',
    whatsappNumber: '6281234500004',
    role: 6,
  },
  {
    nip: 'ART101-10005',
    fullName: 'Fatimah Zahra',
    gender: 'Perempuan',
    whatsappNumber: '6281234500005',
    role: 8,
  },
  { nip: 'ARN101-10006', fullName: 'Umar Hakim', gender: 'Laki-laki', whatsappNumber: '6281234500006' },
  {
    nip: 'ARN101-10009',
    fullName: 'Abdullah Rahman',
    gender: 'Laki-laki',
    whatsappNumber: '6281234500009',
    role: 9,
  },
];

// A real place (Kota Bandung, Kec. Bandung Wetan, Kel. Citarum) from the area data.
export const ADDRESS = {
  idProvince: 32,
  idRegency: 3273,
  idDistrict: 327309,
  idSubDistrict: 3273091003,
  fullAddress: 'Jl. Merdeka No. 10',
  rt: '001',
  rw: '002',
  postalCode: '40115',
};

/** Demo accounts of the design brief, password "demo1234"; skipped where the NIP exists. */
export async function seedDemo(db: Db, files: FileStore) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const programIds = (await db.select({ idProgram: programs.idProgram }).from(programs)).map(
    (p) => p.idProgram,
  );
  const [firstBank] = await db.select({ idBank: banks.idBank }).from(banks).limit(1);
  for (const account of ACCOUNTS) {
    const [existing] = await db
      .select({ idUser: users.idUser })
      .from(users)
      .where(sql`upper(${users.nip}) = ${account.nip}`);
    if (existing) continue;
    const [user] = await db
      .insert(users)
      .values({
        nip: account.nip,
        fullName: account.fullName,
        gender: account.gender,
        whatsappNumber: account.whatsappNumber,
        email: `${account.nip.toLowerCase()}@contoh.id`,
        dateOfBirth: '1990-05-17',
        placeOfBirth: 'Bandung',
        marriage: 'Menikah',
        membership: account.role ? 'pengurus' : 'peserta',
        division: account.role ? 'Sosial, Pendidikan' : null,
        lengthOfStay: 10,
        ...ADDRESS,
        ...officialAddress(),
        passwordHash,
        idCardNumber: account.complete ? '3273011705900001' : null,
        nomorKK: account.complete ? '3273010101200001' : null,
      })
      .returning({ idUser: users.idUser });
    const idUser = user!.idUser;
    if (account.complete && firstBank) {
      const [account_] = await db
        .insert(bankAccounts)
        .values({
          idUser,
          idBank: firstBank.idBank,
          accountNumber: '1234567890',
          accountName: account.fullName,
        })
        .returning({ idBankAccount: bankAccounts.idBankAccount });
      await db.update(users).set({ idBankAccount: account_!.idBankAccount }).where(eq(users.idUser, idUser));
      for (const [idDocumentType, title] of [
        [2, 'KTP'],
        [6, 'Kartu Keluarga'],
      ] as const) {
        const file = await storeDemoFile(files, 'png', title);
        await db.insert(documents).values({ idDocumentType, idUser, idPerson: idUser, ...file });
      }
    }
    if (account.role && programIds.length > 0) {
      const [administrator] = await db
        .insert(administrators)
        .values({ idUser })
        .returning({ idAdministrator: administrators.idAdministrator });
      await db.insert(administratorRoles).values(
        programIds.map((idProgram) => ({
          idAdministrator: administrator!.idAdministrator,
          idProgram,
          idRole: account.role!,
        })),
      );
    }
  }
  if (firstBank) {
    await seedFoundationAccount(db, firstBank.idBank);
    await seedDemoProposals(db, files, firstBank.idBank);
  }
}

/** The foundation's own account (no member's), for the programme editor's bank account choice. */
async function seedFoundationAccount(db: Db, idBank: number) {
  const [existing] = await db
    .select({ id: bankAccounts.idBankAccount })
    .from(bankAccounts)
    .where(
      and(isNull(bankAccounts.idUser), isNull(bankAccounts.idOrganization), isNull(bankAccounts.idProposal)),
    )
    .limit(1);
  if (existing) return;
  await db.insert(bankAccounts).values({
    idBank,
    accountNumber: '7001234567',
    accountName: 'Yayasan Amal',
    description: 'Rekening program',
  });
}

function officialAddress() {
  return {
    idProvinceOfficial: ADDRESS.idProvince,
    idRegencyOfficial: ADDRESS.idRegency,
    idDistrictOfficial: ADDRESS.idDistrict,
    idSubDistrictOfficial: ADDRESS.idSubDistrict,
    fullAddressOfficial: ADDRESS.fullAddress,
    rtOfficial: ADDRESS.rt,
    rwOfficial: ADDRESS.rw,
    postalCodeOfficial: ADDRESS.postalCode,
  };
}
