import { ORGANIZATION_QUESTIONS, qurbanMessages } from '@amal/contract/qurban';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { OrganizationQuestionStep } from './organization-question-step';
import { property, renderStep, save } from './step-test-helpers';

const answer = async (label: string, choice: 'Ya' | 'Tidak') => {
  const group = screen.getByRole('radiogroup', { name: new RegExp(label.replace('?', '\\?')) });
  await userEvent.click(within(group).getByRole('radio', { name: choice }));
};

describe('OrganizationQuestionStep (spec §3 organisation question, §5)', () => {
  it('asks every yes/no question, marked required, and refuses unanswered ones with the spec message', async () => {
    mockFetch({});
    const { onSave } = renderStep(OrganizationQuestionStep, {
      route: 'organization-question',
      idProgram: 40,
    });
    for (const question of ORGANIZATION_QUESTIONS)
      expect(
        screen.getByRole('radiogroup', { name: new RegExp(question.label.replace('?', '\\?')) }),
      ).toBeInTheDocument();
    await answer(ORGANIZATION_QUESTIONS[0].label, 'Ya');
    await save();
    await waitFor(() =>
      expect(screen.getAllByText(qurbanMessages.questionRequired)).toHaveLength(
        ORGANIZATION_QUESTIONS.length - 1,
      ),
    );
    expect(screen.getAllByText('*').length).toBeGreaterThanOrEqual(ORGANIZATION_QUESTIONS.length);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves every answer, "Tidak" too, as booleans; a catalogue label words its question', async () => {
    mockFetch({});
    const { onSave } = renderStep(OrganizationQuestionStep, {
      route: 'organization-question',
      idProgram: 40,
      properties: [
        property({
          columnname: 'salafiInstitution',
          label: 'Manhaj lembaga salaf?',
          type: 'radio',
          valueType: 'boolean',
        }),
      ],
    });
    expect(screen.getByRole('radiogroup', { name: /Manhaj lembaga salaf/ })).toBeInTheDocument();
    await answer('Manhaj lembaga salaf?', 'Ya');
    for (const question of ORGANIZATION_QUESTIONS.slice(1)) await answer(question.label, 'Tidak');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      salafiInstitution: true,
      annualQurbanProgram: false,
      qurbanBeneficiariesLastYear: false,
    });
  });
});
