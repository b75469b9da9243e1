import { describe, expect, it } from 'vitest';
import { recipientMessages, recipientsFormTexts, recipientsSectionSchema } from './recipients.ts';
import { sectionDataSchemaFor } from './section-data.ts';
import type { z } from './zod.ts';

const messagesOf = (schema: z.ZodType | undefined, input: unknown) =>
  Object.fromEntries(
    (schema?.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('§5 recipients: number of recipients required, unit 0 by default, price and count ≥ 0', () => {
  it('requires the number of recipients', () => {
    const schema = sectionDataSchemaFor('recipients', { idProgram: 13, individual: false });
    expect(messagesOf(schema, {})).toEqual({
      numberOfRecipient: recipientMessages.numberOfRecipientRequired,
    });
    expect(messagesOf(schema, { numberOfRecipient: '' })).toEqual({
      numberOfRecipient: 'Jumlah penerima manfaat wajib diisi',
    });
  });

  it('gives the unit 0 when none is chosen', () => {
    expect(recipientsSectionSchema.parse({ numberOfRecipient: 40 })).toEqual({
      numberOfRecipient: 40,
      idRecipientUnit: 0,
    });
    expect(
      recipientsSectionSchema.parse({ numberOfRecipient: '0', priceForecast: '0', idRecipientUnit: '' }),
    ).toEqual({ numberOfRecipient: 0, priceForecast: 0, idRecipientUnit: 0 });
  });

  it('refuses a negative count or price', () => {
    expect(messagesOf(recipientsSectionSchema, { numberOfRecipient: -1, priceForecast: -5 })).toEqual({
      numberOfRecipient: 'Tidak boleh kurang dari 0',
      priceForecast: 'Tidak boleh kurang dari 0',
    });
  });
});

describe('§2/§9 the recipients form’s texts per programme', () => {
  it('programme 30: "Anggaran per KK" and the hint "Minimal 3 Kilogram per KK"', () => {
    expect(recipientsFormTexts(30)).toEqual({
      countLabel: 'Jumlah penerima manfaat (KK)',
      unit: 'KK',
      priceLabel: 'Anggaran per KK',
      hint: 'Minimal 3 Kilogram per KK',
    });
  });

  it('other programmes: "Anggaran perporsi" and no hint', () => {
    expect(recipientsFormTexts(13)).toMatchObject({ priceLabel: 'Anggaran perporsi', hint: null });
    expect(recipientsFormTexts(12)).toMatchObject({ priceLabel: 'Anggaran perporsi', hint: null });
  });

  it.each([
    [14, 'anak'],
    [20, 'Orang'],
    [29, 'Orang'],
    [13, 'KK'],
    [30, 'KK'],
    [21, 'KK'],
  ])('programme %i counts in "%s"', (idProgram, unit) => {
    expect(recipientsFormTexts(idProgram).unit).toBe(unit);
    expect(recipientsFormTexts(idProgram).countLabel).toBe(`Jumlah penerima manfaat (${unit})`);
  });
});
