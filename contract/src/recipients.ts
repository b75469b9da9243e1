/**
 * The recipients and unit price step of institution programmes (issue 37 item 5; spec §2 "Recipient
 * unit price form", §3 "Recipient", §5 "Recipient", §9 units and programme 30): how many recipients,
 * in the programme's unit, and the budget per unit.
 */
import {
  MIN_KG_PER_KK_HINT,
  PROGRAM_MIN_KG_PER_KK,
  recipientUnitLabel,
  unitPriceLabel,
} from './constants.ts';
import { optionalCount, optionalText, requiredCount } from './dynamic-properties.ts';
import { z } from './zod.ts';

export const recipientMessages = {
  numberOfRecipientRequired: 'Jumlah penerima manfaat wajib diisi',
} as const;

/** The unit a recipients step counts in when the programme names none (`idRecipientUnit` 0). */
export const NO_RECIPIENT_UNIT = 0;

/** The recipients step: the number of recipients (required), its unit (0 unless chosen), the price per unit. */
export const recipientsSectionSchema = z.object({
  numberOfRecipient: requiredCount(recipientMessages.numberOfRecipientRequired),
  idRecipientUnit: optionalCount().transform((id) => id ?? NO_RECIPIENT_UNIT),
  priceForecast: optionalCount(),
  reason: optionalText(1000),
});
export type RecipientsSection = z.output<typeof recipientsSectionSchema>;

/** What the recipients form of a programme says: its count unit, its price label and its hint. */
export function recipientsFormTexts(idProgram: number): {
  countLabel: string;
  unit: 'anak' | 'Orang' | 'KK';
  priceLabel: 'Anggaran per KK' | 'Anggaran perporsi';
  hint: string | null;
} {
  const unit = recipientUnitLabel(idProgram);
  return {
    countLabel: `Jumlah penerima manfaat (${unit})`,
    unit,
    priceLabel: unitPriceLabel(idProgram),
    hint: idProgram === PROGRAM_MIN_KG_PER_KK ? MIN_KG_PER_KK_HINT : null,
  };
}
