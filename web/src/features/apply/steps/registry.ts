import type { ProgramSection, SectionRoute } from '@amal/contract/programs';
import { LOOKUP, type LookupTable } from '../../../lib/lookup-options';
import { propertyLookup } from '../components/property-field';
import { AidFromOthersStep } from './aid-from-others-step';
import { AssetsStep } from './assets-step';
import { BankAccountStep } from './bank-account-step';
import { CloseRelativeStep } from './close-relative-step';
import { DocumentsStep } from './documents-step';
import { ExpensesStep } from './expenses-step';
import { FamilyStep } from './family-step';
import { IncomesStep } from './incomes-step';
import { LoansStep } from './loans-step';
import { OrganizationQuestionStep } from './organization-question-step';
import { OrganizationStep } from './organization-step';
import { PersonalDataStep } from './personal-data-step';
import {
  AidFromFoundationStep,
  PatientStep,
  PropertiesStep,
  SkillStep,
  TeacherStep,
} from './properties-step';
import { QurbanRequestStep } from './qurban-request-step';
import { RecipientsStep } from './recipients-step';
import { ReferenceStep } from './reference-step';
import { ReferrerStep } from './referrer-step';
import { RequirementStep } from './requirement-step';
import type { StepComponent } from './step-props';
import { SubProgramStep } from './sub-program-step';

/**
 * Section route → the component of that step. Adding a section kind is adding a component and an
 * entry here; a route without one renders its programme-defined properties only.
 */
export const STEP_REGISTRY: Partial<Record<SectionRoute, StepComponent>> = {
  reference: ReferenceStep,
  referrer: ReferrerStep,
  'personal-data': PersonalDataStep,
  family: FamilyStep,
  'bank-account': BankAccountStep,
  loans: LoansStep,
  expenses: ExpensesStep,
  incomes: IncomesStep,
  assets: AssetsStep,
  'non-hsi-helped': AidFromOthersStep,
  organization: OrganizationStep,
  'hsi-helped': AidFromFoundationStep,
  'close-relative': CloseRelativeStep,
  skill: SkillStep,
  teacher: TeacherStep,
  patient: PatientStep,
  requirement: RequirementStep,
  'sub-program': SubProgramStep,
  documents: DocumentsStep,
  'organization-question': OrganizationQuestionStep,
  recipients: RecipientsStep,
  'qurban-request': QurbanRequestStep,
};

export const stepComponent = (route: string): StepComponent =>
  STEP_REGISTRY[route as SectionRoute] ?? PropertiesStep;

/** The lookup tables each step's own fields list as soon as it shows. */
const STEP_LOOKUPS: Partial<Record<SectionRoute, readonly LookupTable[]>> = {
  reference: [LOOKUP.provinces, LOOKUP.residences],
  referrer: [LOOKUP.relationships, LOOKUP.residences],
  'personal-data': [LOOKUP.provinces],
  organization: [LOOKUP.provinces],
  family: [LOOKUP.relationships, LOOKUP.jobs],
  'close-relative': [LOOKUP.relationships],
  'bank-account': [LOOKUP.banks],
  incomes: [LOOKUP.incomeTypes, LOOKUP.jobs],
  expenses: [LOOKUP.expenseTypes],
  assets: [LOOKUP.assetTypes],
};

/** What a step lists when it shows: its own fields' lookups and its select and radio properties'. */
export const stepLookups = (step: ProgramSection): LookupTable[] => [
  ...(STEP_LOOKUPS[step.route as SectionRoute] ?? []),
  ...step.properties.flatMap((property) => {
    const table = property.enable ? propertyLookup(property) : undefined;
    return table ? [table] : [];
  }),
];
