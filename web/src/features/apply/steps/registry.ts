import type { SectionRoute } from '@amal/contract/programs';
import { AssetsStep } from './assets-step';
import { BankAccountStep } from './bank-account-step';
import { DocumentsStep } from './documents-step';
import { ExpensesStep } from './expenses-step';
import { IncomesStep } from './incomes-step';
import { LoansStep } from './loans-step';
import {
  AidFromFoundationStep,
  PatientStep,
  PropertiesStep,
  SkillStep,
  TeacherStep,
} from './properties-step';
import { ReferenceStep } from './reference-step';
import { RequirementStep } from './requirement-step';
import type { StepComponent } from './step-props';
import { SubProgramStep } from './sub-program-step';

/**
 * Section route → the component of that step. Adding a section kind is adding a component and an
 * entry here; a route without one renders its programme-defined properties only.
 */
export const STEP_REGISTRY: Partial<Record<SectionRoute, StepComponent>> = {
  reference: ReferenceStep,
  'bank-account': BankAccountStep,
  loans: LoansStep,
  expenses: ExpensesStep,
  incomes: IncomesStep,
  assets: AssetsStep,
  'hsi-helped': AidFromFoundationStep,
  skill: SkillStep,
  teacher: TeacherStep,
  patient: PatientStep,
  requirement: RequirementStep,
  'sub-program': SubProgramStep,
  documents: DocumentsStep,
};

export const stepComponent = (route: string): StepComponent =>
  STEP_REGISTRY[route as SectionRoute] ?? PropertiesStep;
