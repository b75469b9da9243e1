import { SCORING_RULE_VERSION, SCORING_RULES, type ScoringRule } from '@amal/contract/assessment';

/**
 * The rule set new scores and recomputations use: the contract's current version. An object, so that
 * a test can stand a later version in (vi.spyOn) and show that stored assessments keep theirs.
 */
export const scoringRules = {
  current: (): ScoringRule => SCORING_RULES[SCORING_RULE_VERSION]!,
};
