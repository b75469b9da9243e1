/**
 * The person steps of the wizard (spec §2 steps 1-2, §3 reference/referrer extras, §5 "Personal data
 * and applicant" and "Neighbour and recipient contact"): reference (recipient), referrer
 * (recommender), personal data, close relative, and the skill, teacher and patient sections.
 */
import {
  distanceOptions,
  LENGTH_OF_STAY_LIFETIME,
  RELATIONSHIP_SELF,
  requiresResidenceDetails,
} from './constants.ts';
import {
  flag,
  isBlank,
  optionalBoolean,
  optionalChoice,
  optionalCount,
  optionalId,
  optionalText,
  requiredBoolean,
  requiredChoice,
  requiredCount,
  requiredDate,
  requiredId,
  requiredText,
  rupiahSchema,
} from './dynamic-properties.ts';
import { KK_PATTERN, nipSchema, patternMessages, whatsappSchema } from './patterns.ts';
import { isScholarshipProgram } from './programs.ts';
import { GENDERS, MARRIAGE_STATUSES, userMessages } from './users.ts';
import { z } from './zod.ts';

export { GENDERS, MARRIAGE_STATUSES };

/** Marital status that scholarship (Quran-memorisation) programmes do not accept. */
const MARRIAGE_NOT_ELIGIBLE_FOR_SCHOLARSHIP = 'Belum menikah' satisfies (typeof MARRIAGE_STATUSES)[number];
/** rt and rw left empty are stored as "0". */
export const RT_RW_DEFAULT = '0';

export const applicantMessages = {
  fullNameRequired: userMessages.fullNameRequired,
  whatsappRequired: userMessages.whatsappRequired,
  genderRequired: userMessages.genderRequired,
  /** A Santri's NIP and WhatsApp must have been found with "Check" before saving. */
  memberCheckRequired: 'Klik "Check" untuk mencari data santri dengan NIP dan nomor WhatsApp',
  nipRequired: 'NIP wajib diisi',
  placeOfBirthRequired: 'Tempat lahir wajib diisi',
  dateOfBirthInvalid: 'Format tanggal tidak valid',
  dateOfBirthRequired: 'Tanggal lahir wajib diisi',
  idCardNumberFormat: patternMessages.ktp,
  marriageInvalid: 'Status pernikahan tidak valid',
  marriageRequired: 'Status pernikahan wajib diisi',
  /** The notice of scholarship programmes for "Belum menikah". */
  marriageNotEligible: 'Status pernikahan tidak memenuhi persyaratan program ini',
  residenceRequired: 'Status tenpat tinggal wajib diisi',
  lengthOfStayRequired: 'Lama tinggal wajib diisi',
  provinceRequired: 'Provinsi wajib diisi',
  regencyRequired: 'Kabupaten/Kota wajib diisi',
  districtRequired: 'Kecamatan wajib diisi',
  subdistrictRequired: 'Kelurahan/Desa wajib diisi',
  fullAddressRequired: 'Alamat lengkap wajib diisi',
  postalCodeRequired: 'Kode pos wajib diisi',
  postalCodeFormat: 'Kode pos harus 5 digit angka',
  distanceRequired: 'Jarak tempat tinggal wajib diisi',
  distanceInvalid: 'Pilihan jarak tidak tersedia untuk program ini',
  relationshipWithReferenceRequired: 'Hubungan dengan penerima wajib diisi',
  reasonRequired: 'Alasan wajib diisi',
  pray5TimesRequired: 'Shalat 5 waktu wajib diisi',
  smokerRequired: 'Status merokok wajib diisi',
  closeRelativeWhatsappRequired: 'Nomor Telpon/WhatsApp Wajib diisi',
  relationshipRequired: 'Hubungan wajib diisi',
  fieldRequired: 'Wajib diisi',
  lifetimeStay: 'Seumur hidup',
} as const;
const m = applicantMessages;

// ---------------------------------------------------------------------------------------------
// Shared person fields
// ---------------------------------------------------------------------------------------------

const fullName = requiredText(m.fullNameRequired, 200);
const gender = requiredChoice(GENDERS, m.genderRequired);
const whatsappNumber = (message: string) => requiredText(message, 20).pipe(whatsappSchema);
const idCardNumber = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  // The hint lets a person without a KTP give the KK number, which has 16 digits too.
  z.string().trim().regex(KK_PATTERN, { error: m.idCardNumberFormat }).optional(),
);
const marriage = optionalChoice(MARRIAGE_STATUSES, m.marriageInvalid);
/** Empty: "Tanggal lahir wajib diisi"; given but no date: "Format tanggal tidak valid". */
const dateOfBirth = z
  .unknown()
  .refine((value) => !isBlank(value), { error: m.dateOfBirthRequired, abort: true })
  .pipe(requiredDate(m.dateOfBirthInvalid));
const rtRw = z.preprocess(
  (v) => (isBlank(v) ? RT_RW_DEFAULT : v),
  z.string().trim().max(5, { error: 'Maksimal 5 karakter' }),
);
const postalCode = requiredText(m.postalCodeRequired, 5).pipe(
  z.string().regex(/^\d{5}$/, { error: m.postalCodeFormat }),
);
const lengthOfStay = z.preprocess(
  (v) => (isBlank(v) ? 0 : v),
  requiredCount(m.lengthOfStayRequired).pipe(z.number().max(200)),
);

/** The domicile address fields; the KTP (official) address has the same names with "Official". */
export const ADDRESS_FIELDS = [
  'idProvince',
  'idRegency',
  'idDistrict',
  'idSubDistrict',
  'fullAddress',
  'rt',
  'rw',
  'postalCode',
] as const;

/** The domicile address's fields and rules (also an organisation's address). */
export const domicileAddressShape = {
  idProvince: requiredId(m.provinceRequired),
  idRegency: requiredId(m.regencyRequired),
  idDistrict: requiredId(m.districtRequired),
  idSubDistrict: requiredCount(m.subdistrictRequired),
  fullAddress: requiredText(m.fullAddressRequired, 500),
  rt: rtRw,
  rw: rtRw,
  postalCode,
};
const officialAddressShape = {
  idProvinceOfficial: requiredId(m.provinceRequired),
  idRegencyOfficial: requiredId(m.regencyRequired),
  idDistrictOfficial: requiredId(m.districtRequired),
  idSubDistrictOfficial: requiredCount(m.subdistrictRequired),
  fullAddressOfficial: requiredText(m.fullAddressRequired, 500),
  rtOfficial: rtRw,
  rwOfficial: rtRw,
  postalCodeOfficial: postalCode,
};

/**
 * With "addressSameWithKTP" ticked the KTP address is the domicile one: copies each domicile field
 * to its "Official" twin. Leaves the input untouched otherwise.
 */
export function applySameAddress<T extends Record<string, unknown>>(data: T): T {
  if (data.addressSameWithKTP !== true && data.addressSameWithKTP !== 'true') return data;
  const copy: Record<string, unknown> = { ...data };
  for (const field of ADDRESS_FIELDS) copy[`${field}Official`] = data[field];
  return copy as T;
}
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const withSameAddress = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (isRecord(value) ? applySameAddress(value) : value), schema);

/** Whether a length of stay means "Seumur hidup" (the checkbox sets LENGTH_OF_STAY_LIFETIME). */
export const lengthOfStayLabel = (years: number): string =>
  years >= LENGTH_OF_STAY_LIFETIME ? m.lifetimeStay : `${years} tahun`;

// ---------------------------------------------------------------------------------------------
// Reference (recipient) step
// ---------------------------------------------------------------------------------------------

/** The reference's extras of spec §3 that the catalogue asks as properties. */
const referenceExtrasShape = {
  reason: optionalText(2000),
  trouble: optionalText(2000),
  troubleshooting: optionalText(2000),
  residenceOwner: optionalText(200),
  deadDivorceLength: optionalCount(),
  socialMedia: optionalText(200),
  provideFinance: optionalBoolean(),
  numberOfChildren: optionalCount(),
  pray5Times: optionalBoolean(),
  smoker: optionalBoolean(),
  photo: optionalCount(),
};

/** What the reference step's rules depend on. */
type ReferenceRules = {
  /** The programme is for individuals (residence details apply to individual programmes only). */
  individual: boolean;
  /** The programme's marriage property is required (and enabled). */
  marriageRequired: boolean;
};

/** Which of the reference step's programme-ruled fields are required (the form marks them "*"). */
export function referenceRequirements(idProgram: number, rules: ReferenceRules) {
  const residence = requiresResidenceDetails({ idProgram, individual: rules.individual });
  return { residence, marriage: residence && rules.marriageRequired };
}

function referenceObject(idProgram: number, rules: ReferenceRules) {
  const { residence, marriage: marriageRequired } = referenceRequirements(idProgram, rules);
  return z
    .object({
      isSantri: flag(),
      /** The user found by the NIP + WhatsApp check (Santri), or the known user being edited. */
      idUser: optionalId(),
      nip: z.preprocess((v) => (isBlank(v) ? undefined : v), nipSchema.optional()),
      whatsappNumber: whatsappNumber(m.whatsappRequired),
      idCardNumber,
      fullName,
      placeOfBirth: requiredText(m.placeOfBirthRequired, 100),
      dateOfBirth,
      gender,
      marriage: marriageRequired ? requiredChoice(MARRIAGE_STATUSES, m.marriageRequired) : marriage,
      ...domicileAddressShape,
      addressSameWithKTP: flag(),
      ...officialAddressShape,
      idStatusResidence: residence ? requiredId(m.residenceRequired) : optionalId(),
      lengthOfStay: residence
        ? requiredCount(m.lengthOfStayRequired).pipe(z.number().max(200))
        : lengthOfStay,
      distanceWithReference: optionalCount(),
      idRelationshipWithReference: optionalId().default(RELATIONSHIP_SELF),
      ...referenceExtrasShape,
    })
    .superRefine((data, ctx) => {
      if (data.isSantri && !data.nip) ctx.addIssue({ code: 'custom', path: ['nip'], message: m.nipRequired });
      if (data.isSantri && !data.idUser)
        ctx.addIssue({ code: 'custom', path: ['idUser'], message: m.memberCheckRequired });
      if (isScholarshipProgram(idProgram) && data.marriage === MARRIAGE_NOT_ELIGIBLE_FOR_SCHOLARSHIP)
        ctx.addIssue({ code: 'custom', path: ['marriage'], message: m.marriageNotEligible });
    });
}

/**
 * The reference step for a programme: residence status and length of stay required in individual
 * programmes other than 1 and 10 (and marriage when its property is required), "Belum menikah"
 * refused in scholarship programmes, a Santri only once found by NIP + WhatsApp.
 */
export const referenceFormSchemaFor = (idProgram: number, rules: ReferenceRules) =>
  withSameAddress(referenceObject(idProgram, rules));

/** The reference step without programme rules (an institution programme's, which relaxes them all). */
export const referenceFormSchema = referenceFormSchemaFor(0, { individual: false, marriageRequired: false });

// ---------------------------------------------------------------------------------------------
// Referrer (recommender) step
// ---------------------------------------------------------------------------------------------

/** The referrer step: distance (0 km only for individuals), relationship, reason, residence, stay. */
export const referrerFormSchemaFor = (individual: boolean) => {
  const allowed = distanceOptions(individual);
  return z.object({
    idReferrer: optionalId(),
    distanceWithReference: requiredCount(m.distanceRequired).refine((km) => allowed.includes(km), {
      error: m.distanceInvalid,
    }),
    idRelationshipWithReference: requiredId(m.relationshipWithReferenceRequired),
    reason: requiredText(m.reasonRequired, 2000),
    idStatusResidence: requiredId(m.residenceRequired),
    lengthOfStay: requiredCount(m.lengthOfStayRequired).pipe(z.number().max(200)),
  });
};
/** The referrer step with every distance option (individual programmes). */
export const referrerFormSchema = referrerFormSchemaFor(true);

// ---------------------------------------------------------------------------------------------
// Personal data (qurban-type programmes: the referrer is the applicant)
// ---------------------------------------------------------------------------------------------

export const personalDataSchema = withSameAddress(
  z.object({
    fullName,
    whatsappNumber: whatsappNumber(m.whatsappRequired),
    gender,
    dateOfBirth,
    placeOfBirth: requiredText(m.placeOfBirthRequired, 100),
    marriage,
    idCardNumber,
    ...domicileAddressShape,
    addressSameWithKTP: flag(),
    ...officialAddressShape,
    lengthOfStay,
    pray5Times: requiredBoolean(m.pray5TimesRequired),
    smoker: optionalBoolean(),
  }),
);

// ---------------------------------------------------------------------------------------------
// Close relative not living in the same house
// ---------------------------------------------------------------------------------------------

export const closeRelativeSchema = z.object({
  /** The relative's user: found by the WhatsApp check, else created before saving. */
  idUser: optionalId(),
  fullName,
  whatsappNumber: whatsappNumber(m.closeRelativeWhatsappRequired),
  gender,
  idRelationship: requiredId(m.relationshipRequired),
});
export type CloseRelative = z.output<typeof closeRelativeSchema>;

// ---------------------------------------------------------------------------------------------
// Skill, teacher and patient sections (their required fields are the catalogue's properties)
// ---------------------------------------------------------------------------------------------

export const skillSchema = z.object({
  businessAble: requiredText(m.fieldRequired, 2000),
  description: requiredText(m.fieldRequired, 2000),
});

export const teacherSchema = z.object({
  institution: requiredText(m.fieldRequired, 200),
  subject: requiredText(m.fieldRequired, 200),
  diniyah: requiredBoolean(m.fieldRequired),
  sertification: optionalBoolean(),
  multiplePlace: optionalBoolean(),
  monthlyIncomes: rupiahSchema(m.fieldRequired),
});

export const patientSchema = z.object({
  name: requiredText(m.fieldRequired, 200),
  // Spelled as the spec's patient entity spells it.
  IdRelationship: requiredId(m.relationshipRequired),
  diagnosis: requiredText(m.fieldRequired, 500),
  condition: requiredText(m.fieldRequired, 2000),
  effort: optionalText(2000),
  treatmentCost: rupiahSchema(m.fieldRequired),
  costComponent: optionalText(2000),
});
