import { describe, expect, it } from 'vitest';
import { propertiesSchema, REQUIRED_PROPERTY_MESSAGE } from './dynamic-properties.ts';
import type { SectionProperty } from './programs.ts';

type Rule = Pick<SectionProperty, 'columnname' | 'valueType' | 'required' | 'enable' | 'options'>;
const property = (columnname: string, valueType: Rule['valueType'], extras: Partial<Rule> = {}): Rule => ({
  columnname,
  valueType,
  required: false,
  enable: true,
  options: null,
  ...extras,
});
const messagesOf = (properties: Rule[], input: unknown) =>
  Object.fromEntries(
    (propertiesSchema(properties).safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('§5 dynamic section properties: required → "Kolom ini wajib diisi"', () => {
  it('the message', () => {
    expect(REQUIRED_PROPERTY_MESSAGE).toBe('Kolom ini wajib diisi');
  });

  it.each([
    ['string', undefined],
    ['string', ''],
    ['string', '   '],
    ['number', ''],
    ['number', null],
    ['boolean', undefined],
    ['date', ''],
  ] as const)('required %s left %j', (valueType, value) => {
    expect(messagesOf([property('x', valueType, { required: true })], { x: value })).toEqual({
      x: REQUIRED_PROPERTY_MESSAGE,
    });
  });

  it.each([
    ['string', ''],
    ['number', ''],
    ['boolean', undefined],
    ['date', null],
  ] as const)('optional %s may be left %j', (valueType, value) => {
    expect(messagesOf([property('x', valueType)], { x: value })).toEqual({});
  });

  it('a disabled property is not asked, even when required, and its value is dropped', () => {
    const properties = [property('x', 'string', { required: true, enable: false })];
    expect(messagesOf(properties, {})).toEqual({});
    expect(propertiesSchema(properties).parse({ x: 'lama' })).toEqual({});
  });
});

describe('§5 dynamic properties: values typed from the form, unknown keys stripped', () => {
  const properties = [
    property('numberOfChildren', 'number'),
    property('provideFinance', 'boolean'),
    property('when', 'date'),
    property('socialMedia', 'string'),
  ];
  it('numbers and yes/no answers are read from form strings', () => {
    const input = {
      numberOfChildren: '3',
      provideFinance: 'false',
      when: '2025-01-31',
      socialMedia: ' @siti ',
      x: 1,
    };
    expect(propertiesSchema(properties).parse(input)).toEqual({
      numberOfChildren: 3,
      provideFinance: false,
      when: '2025-01-31',
      socialMedia: '@siti',
    });
  });

  it.each([
    ['numberOfChildren', 'tiga', 'Harus berupa angka'],
    ['when', '31-01-2025', 'Format tanggal tidak valid'],
  ])('%s %j → "%s"', (columnname, value, message) => {
    expect(messagesOf(properties, { [columnname]: value })).toEqual({ [columnname]: message });
  });

  it('a value outside the fixed options is refused', () => {
    const select = property('knownFrom', 'string', {
      options: [
        { value: 'Grup WhatsApp', label: 'Grup WhatsApp' },
        { value: 'Lainnya', label: 'Lainnya' },
      ],
    });
    expect(messagesOf([select], { knownFrom: 'Televisi' })).toEqual({ knownFrom: 'Pilihan tidak tersedia' });
    expect(messagesOf([select], { knownFrom: 'Lainnya' })).toEqual({});
  });

  it('numeric options compare with the number chosen', () => {
    const select = property('distance', 'number', { options: [{ value: '5', label: '5 km' }] });
    expect(propertiesSchema([select]).parse({ distance: '5' })).toEqual({ distance: 5 });
  });
});
