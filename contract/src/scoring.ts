/**
 * The assessment score of spec §9: an economic-status weight plus a livability weight; the higher
 * the total, the greater the need.
 *
 * Degenerate inputs, decided once here so that no NaN or Infinity ever reaches a screen or a row:
 * - An amount that is negative or not a finite number counts as 0.
 * - A living cost of 0 means there is no cost left uncovered: ratio 1, "MAMPU", weight 0. (Scoring
 *   an empty expense list as "FAKIR" would reward incomplete data with the highest need weight.)
 * - A kifayah threshold of 0 likewise gives ratio 1 and weight 0.
 * - A family count below 1 counts as 1: a household has at least the applicant.
 * - Ratios are otherwise not capped: an income twice the living cost reports ratio 2.
 */

/** An amount usable in a ratio: negative or non-finite values count as 0. */
const amount = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/** income / denominator, with a denominator of 0 read as "nothing to cover" (ratio 1). */
const coverage = (income: number, denominator: number): number =>
  denominator > 0 ? amount(income) / denominator : 1;

export type EconomicLabel = 'MAMPU' | 'MISKIN' | 'FAKIR';
export type EconomicWeight = 0 | 0.3 | 0.5;

/** Economic-status bands, from the highest ratio down: the first whose minimum is met applies. */
export const ECONOMIC_STATUS_BANDS = [
  { min: 1, label: 'MAMPU', weight: 0 },
  { min: 0.5, label: 'MISKIN', weight: 0.3 },
  { min: 0, label: 'FAKIR', weight: 0.5 },
] as const satisfies readonly { min: number; label: EconomicLabel; weight: EconomicWeight }[];

export interface EconomicStatus {
  /** income / livingCost (1 when there is no living cost). */
  ratio: number;
  label: EconomicLabel;
  weight: EconomicWeight;
}

/**
 * Economic status: income divided by living cost. 100% or more is "MAMPU" (weight 0), 50% up to
 * under 100% "MISKIN" (0.3), below 50% "FAKIR" (0.5).
 */
export function economicStatus(income: number, livingCost: number): EconomicStatus {
  const ratio = coverage(income, amount(livingCost));
  const band = ECONOMIC_STATUS_BANDS.find((b) => ratio >= b.min) ?? ECONOMIC_STATUS_BANDS[2];
  return { ratio, label: band.label, weight: band.weight };
}

export type LivabilityLabel = '100% ke atas' | '76-99%' | '41-75%' | '0-40%';
export type LivabilityWeight = 0 | 0.2 | 0.35 | 0.5;

/**
 * Livability bands, from the highest ratio down. The labels are the spec's; note that the spec puts
 * exactly 75% in the 0.2 band labelled "76-99%" and exactly 41% in "41-75%": the minimums rule.
 */
export const LIVABILITY_BANDS = [
  { min: 1, label: '100% ke atas', weight: 0 },
  { min: 0.75, label: '76-99%', weight: 0.2 },
  { min: 0.41, label: '41-75%', weight: 0.35 },
  { min: 0, label: '0-40%', weight: 0.5 },
] as const satisfies readonly { min: number; label: LivabilityLabel; weight: LivabilityWeight }[];

export interface Livability {
  /** income / hadKifayah / familyCount (1 when the threshold is 0). */
  ratio: number;
  label: LivabilityLabel;
  weight: LivabilityWeight;
}

/**
 * Livability: income divided by the kifayah threshold and by the family count. >= 1 gives weight 0,
 * >= 0.75 gives 0.2, >= 0.41 gives 0.35, below that 0.5.
 *
 * Computed as income / (hadKifayah × familyCount), one division, so that a ratio exactly on a band
 * boundary (e.g. 1 230 000 / 1 000 000 / 3 = 0.41) is not pushed below it by a rounding step.
 */
export function livability(income: number, hadKifayah: number, familyCount: number): Livability {
  const members = Number.isFinite(familyCount) && familyCount >= 1 ? familyCount : 1;
  const ratio = coverage(income, amount(hadKifayah) * members);
  const band = LIVABILITY_BANDS.find((b) => ratio >= b.min) ?? LIVABILITY_BANDS[3];
  return { ratio, label: band.label, weight: band.weight };
}

/** The scoring inputs of one proposal. */
export interface ScoringInput {
  income: number;
  livingCost: number;
  hadKifayah: number;
  familyCount: number;
}

export interface Score {
  economic: EconomicStatus;
  livability: Livability;
  /** economic.weight + livability.weight, rounded to 2 decimals (0.3 + 0.35 is 0.65, not 0.6499…). */
  total: number;
}

/** The total score: the sum of the economic-status and livability weights (0 to 1). */
export function totalScore(input: ScoringInput): Score {
  const economic = economicStatus(input.income, input.livingCost);
  const live = livability(input.income, input.hadKifayah, input.familyCount);
  return { economic, livability: live, total: Math.round((economic.weight + live.weight) * 100) / 100 };
}
