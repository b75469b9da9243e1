import { ADDRESS_FIELDS, RT_RW_DEFAULT } from '@amal/contract/applicant';
import type { SectionProperty } from '@amal/contract/programs';
import type { AreaAddressValue } from '../../../components/area-address';
import { byRank, fieldHow } from './field-catalogue';
import { asNumber, formatScalar, isBlank, isRecord, type LookupNames } from './format-value';
import { listSummary } from './summary-lists';

/** A row of a list step: "Listrik   Rp 150.000", with an optional note under it. */
export interface SummaryRow {
  label: string;
  value: string;
  note?: string;
}

/** One card of a list of records: a family member, or an entry of a list no step names. */
export interface SummaryRecord {
  title?: string;
  subtitle?: string;
  fields: SummaryField[];
}

/** One line of a submitted step as the detail page shows it. */
export type SummaryField =
  | { kind: 'value'; label: string; value: string }
  | { kind: 'address'; label: string; address: AreaAddressValue }
  | { kind: 'rows'; label: string; rows: SummaryRow[]; money: boolean; total?: string }
  | { kind: 'records'; label: string; records: SummaryRecord[] }
  | { kind: 'checks'; label: string; items: { label: string; checked: boolean }[] };

/** What a step's data is read with. */
export interface SummaryContext {
  route: string;
  /** The step's programme-defined properties: their labels, order, options and lookups win. */
  properties?: readonly SectionProperty[];
  names?: LookupNames;
  /** The family step's members by idFamily, for the earner of an income. */
  members?: ReadonlyMap<number, string>;
}

const OFFICIAL = 'Official';
const ADDRESS_KEYS = new Set<string>([
  ...ADDRESS_FIELDS,
  ...ADDRESS_FIELDS.map((field) => `${field}${OFFICIAL}`),
  'addressSameWithKTP',
]);

/** The domicile (suffix "") or KTP (suffix "Official") address, or null when none of it was given. */
function addressOf(data: Record<string, unknown>, suffix: string): AreaAddressValue | null {
  const value = (field: string) => {
    const v = data[`${field}${suffix}`];
    // RT and RW left empty are stored as "0": nothing to show.
    return isBlank(v) || v === RT_RW_DEFAULT ? null : v;
  };
  const id = (field: string) => (value(field) === null ? null : asNumber(value(field)));
  const text = (field: string) => (value(field) === null ? null : String(value(field)));
  const address: AreaAddressValue = {
    idProvince: id('idProvince'),
    idRegency: id('idRegency'),
    idDistrict: id('idDistrict'),
    idSubDistrict: id('idSubDistrict'),
    fullAddress: text('fullAddress'),
    rt: text('rt'),
    rw: text('rw'),
    postalCode: text('postalCode'),
  };
  return Object.values(address).some((v) => v !== null) ? address : null;
}

type Keyed = [key: string, field: SummaryField];

/** The two addresses of a person step as one field each, the KTP one said "same" when it is. */
function addressFields(data: Record<string, unknown>, context: SummaryContext): Keyed[] {
  const label = (key: string) => fieldHow(context.route, key, context.properties)?.label ?? '';
  const domicile = addressOf(data, '');
  const official = addressOf(data, OFFICIAL);
  const same = data.addressSameWithKTP === true || data.addressSameWithKTP === 'true';
  const fields: Keyed[] = [];
  if (domicile) fields.push(['address', { kind: 'address', label: label('address'), address: domicile }]);
  if (domicile && same)
    fields.push([
      'addressOfficial',
      { kind: 'value', label: label('addressOfficial'), value: 'Sama dengan alamat domisili' },
    ]);
  else if (official)
    fields.push(['addressOfficial', { kind: 'address', label: label('addressOfficial'), address: official }]);
  return fields;
}

/**
 * The consent step: each agreement agreed or not. Only those the programme asks are shown (the
 * step saves every flag, unticked when not asked); all of them when the programme is not known.
 */
function consentChecks(data: Record<string, unknown>, context: SummaryContext): SummaryField[] {
  const properties = context.properties ?? [];
  const asked = (key: string) => properties.length === 0 || properties.some((p) => p.columnname === key);
  const items = Object.keys(data)
    .filter((key) => typeof data[key] === 'boolean' && asked(key))
    .sort(byRank(properties))
    .flatMap((key) => {
      const how = fieldHow(context.route, key, properties);
      return how ? [{ label: how.label, checked: data[key] === true }] : [];
    });
  return items.length ? [{ kind: 'checks', label: '', items }] : [];
}

/** A family member as a card: name, then relationship and gender, then the rest. */
function memberCard(member: Record<string, unknown>, kk: unknown, context: SummaryContext): SummaryRecord {
  const { name, idRelationship, gender, nomorKK, income, ...rest } = member;
  const relationship = formatScalar(idRelationship, { label: '', lookup: 'relationships' }, context.names);
  return {
    title: isBlank(name) ? undefined : String(name),
    subtitle:
      [relationship, isBlank(gender) ? null : String(gender)].filter(Boolean).join(' · ') || undefined,
    fields: summarizeRecord(
      {
        ...rest,
        // The family's KK is shown once above the members; only another one is worth a line.
        nomorKK: nomorKK === kk ? undefined : nomorKK,
        // An income of 0 is the form's default, not something the card needs to say.
        income: income === 0 ? undefined : income,
      },
      context,
    ),
  };
}

function recordsField(
  key: string,
  label: string,
  items: Record<string, unknown>[],
  parent: Record<string, unknown>,
  context: SummaryContext,
): SummaryField | null {
  const records: SummaryRecord[] =
    key === 'members'
      ? items.map((item) => memberCard(item, parent.nomorKK, context))
      : items.map((item) => ({ fields: summarizeRecord(item, context) }));
  const shown = records.filter((record) => record.title || record.fields.length);
  return shown.length ? { kind: 'records', label, records: shown } : null;
}

function toField(
  key: string,
  value: unknown,
  parent: Record<string, unknown>,
  context: SummaryContext,
): SummaryField | null {
  const how = fieldHow(context.route, key, context.properties);
  if (!how || isBlank(value)) return null;
  if (Array.isArray(value) && value.some(isRecord))
    return recordsField(key, how.label, value.filter(isRecord), parent, context);
  if (isRecord(value)) return recordsField(key, how.label, [value], parent, context);
  if (Array.isArray(value)) {
    const items = value.map((item) => formatScalar(item, how, context.names)).filter((v) => v !== null);
    return items.length ? { kind: 'value', label: how.label, value: items.join(', ') } : null;
  }
  const text = formatScalar(value, how, context.names);
  return text === null ? null : { kind: 'value', label: how.label, value: text };
}

/** A record's fields in reading order, its addresses folded into one field each. */
export function summarizeRecord(data: Record<string, unknown>, context: SummaryContext): SummaryField[] {
  const keyed = addressFields(data, context);
  for (const [key, value] of Object.entries(data)) {
    const field = ADDRESS_KEYS.has(key) ? null : toField(key, value, data, context);
    if (field) keyed.push([key, field]);
  }
  const order = byRank(context.properties);
  return keyed.sort(([a], [b]) => order(a, b)).map(([, field]) => field);
}

/** A list step this page has no rows for: a card per entry, with no label above (the step names it). */
function listRecords(items: Record<string, unknown>[], context: SummaryContext): SummaryField[] {
  const field = recordsField('', '', items, {}, context);
  return field ? [field] : [];
}

/**
 * A submitted step's data as labelled, formatted fields in reading order: lookup ids as names,
 * money in Rupiah, dates in Indonesian, yes/no for flags, private numbers masked, list steps as
 * compact rows, family members as cards. Fields with no Indonesian label are left out.
 */
export function summarize(data: unknown, context: SummaryContext): SummaryField[] {
  if (Array.isArray(data)) {
    const items = data.filter(isRecord);
    return listSummary(items, context) ?? listRecords(items, context);
  }
  if (!isRecord(data)) return [];
  if (context.route === 'requirement') return consentChecks(data, context);
  return summarizeRecord(data, context);
}
