/** What the verifier's own section forms receive (the wizard's steps get the wizard's props). */
export interface SectionFormProps {
  /** The verifier's saved version, else the applicant's answer. */
  value: unknown;
  onSave: (data: unknown) => Promise<void>;
  submitLabel: string;
  disabled?: boolean;
}
