import { applicantMessages } from '@amal/contract/applicant';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/builders';
import { mockFetch } from '../../../test/fetch-mock';
import { ReferrerStep } from './referrer-step';
import type { StepProps } from './step-props';
import { list, pick, property, renderStep, save } from './step-test-helpers';

const lookups = {
  'GET /api/relationships': () =>
    list([
      { idRelationship: 8, name: 'Diri sendiri', organization: false },
      { idRelationship: 13, name: 'Tetangga', organization: false },
    ]),
  'GET /api/statusresidences': () => list([{ idStatusResidence: 1, name: 'Milik sendiri' }]),
};

const complete = {
  idRelationshipWithReference: '13',
  distanceWithReference: '5',
  idStatusResidence: '1',
  lengthOfStay: '3',
  reason: 'Tetangga saya kesulitan air bersih',
};

const { idRelationshipWithReference: _, ...withoutRelationship } = complete;

/** The step in an institution programme (program.individual false). */
const InstitutionReferrerStep = (props: StepProps) => (
  <ReferrerStep {...props} program={{ ...props.program, individual: false }} />
);

/** The step for a member whose residence the foundation already knows. */
const KnownResidenceReferrerStep = (props: StepProps) => (
  <ReferrerStep {...props} user={buildCurrentUser({ idStatusResidence: 1, lengthOfStay: 12 })} />
);

const distanceOptionNames = async () => {
  await userEvent.click(screen.getByRole('combobox', { name: /^Jarak tempat tinggal/ }));
  const listbox = await within(document.body).findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
};

describe('ReferrerStep (spec §2 step 2, §5 referrer forms)', () => {
  it("shows the member's name, NIP and WhatsApp read-only, as recommender of someone else", async () => {
    mockFetch(lookups);
    renderStep(ReferrerStep, { route: 'referrer', value: complete });
    const user = buildCurrentUser();
    expect(screen.getByText(user.fullName)).toBeInTheDocument();
    expect(screen.getByText(user.nip ?? '')).toBeInTheDocument();
    expect(screen.getByText(user.whatsappNumber ?? '')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nama lengkap/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Data Anda sebagai perekomendasi' })).toBeInTheDocument();
  });

  it('is titled "as applicant" when the relationship is self (id 8)', async () => {
    mockFetch(lookups);
    renderStep(ReferrerStep, { route: 'referrer', value: { ...complete, idRelationshipWithReference: '8' } });
    expect(screen.getByRole('heading', { name: 'Data Anda sebagai pengaju' })).toBeInTheDocument();
  });

  it('relationship defaults to self when the reference step named the member themself', async () => {
    mockFetch(lookups);
    const { onSave } = renderStep(ReferrerStep, {
      route: 'referrer',
      value: withoutRelationship,
      draft: { reference: { idUser: buildCurrentUser().idUser } },
    });
    const relationship = screen.getByRole('combobox', { name: /^Hubungan dengan penerima/ });
    await waitFor(() => expect(relationship).toHaveValue('Diri sendiri'));
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ idRelationshipWithReference: 8 });
  });

  it('requires distance, residence, length of stay and reason with the contract messages', async () => {
    mockFetch(lookups);
    const { onSave } = renderStep(ReferrerStep, { route: 'referrer' });
    await save();
    expect(await screen.findByText(applicantMessages.distanceRequired)).toBeInTheDocument();
    expect(screen.getByText(applicantMessages.residenceRequired)).toBeInTheDocument();
    expect(screen.getByText(applicantMessages.lengthOfStayRequired)).toBeInTheDocument();
    expect(screen.getByText(applicantMessages.reasonRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('offers 0 km (same house) in individual programmes', async () => {
    mockFetch(lookups);
    renderStep(ReferrerStep, { route: 'referrer' });
    expect(await distanceOptionNames()).toEqual([
      '0 km (serumah)',
      '1 km',
      '5 km',
      '10 km',
      '20 km',
      '25 km',
      '30 km',
      '35 km',
      '40 km',
      '45 km',
      '50 km',
    ]);
  });

  it('does not offer 0 km in institution programmes', async () => {
    mockFetch(lookups);
    renderStep(InstitutionReferrerStep, { route: 'referrer' });
    const names = await distanceOptionNames();
    expect(names).not.toContain('0 km (serumah)');
    expect(names[0]).toBe('1 km');
  });

  it('"Seumur hidup" sets the length of stay to 100 years', async () => {
    mockFetch(lookups);
    const { onSave } = renderStep(ReferrerStep, { route: 'referrer', value: complete });
    await userEvent.click(screen.getByLabelText('Seumur hidup'));
    expect(screen.getByLabelText(/Lama tinggal/)).toHaveValue('100');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ lengthOfStay: 100 });
  });

  it('a filled form saves the schema output (numbers, not form text)', async () => {
    mockFetch(lookups);
    const { onSave } = renderStep(ReferrerStep, { route: 'referrer' });
    await pick(/^Hubungan dengan penerima/, 'Tetangga');
    await pick(/^Jarak tempat tinggal/, '5 km');
    await pick(/^Status tempat tinggal/, 'Milik sendiri');
    await userEvent.type(screen.getByLabelText(/Lama tinggal/), '3');
    await userEvent.type(screen.getByLabelText(/Alasan merekomendasikan/), 'Tetangga kesulitan air');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      idRelationshipWithReference: 13,
      distanceWithReference: 5,
      idStatusResidence: 1,
      lengthOfStay: 3,
      reason: 'Tetangga kesulitan air',
    });
  });

  it("starts from the member's known residence status and length of stay", async () => {
    mockFetch(lookups);
    renderStep(KnownResidenceReferrerStep, { route: 'referrer' });
    const residence = screen.getByRole('combobox', { name: /^Status tempat tinggal/ });
    await waitFor(() => expect(residence).toHaveValue('Milik sendiri'));
    expect(screen.getByLabelText(/Lama tinggal/)).toHaveValue('12');
  });

  it('asks the catalogue properties it does not ask itself, and those it does only once', async () => {
    mockFetch(lookups);
    renderStep(ReferrerStep, {
      route: 'referrer',
      value: complete,
      properties: [
        property({ idSectionProperty: 1, columnname: 'reason', label: 'Alasan Merekomendasikan' }),
        property({ idSectionProperty: 2, columnname: 'knownSince', label: 'Mengenal sejak tahun' }),
      ],
    });
    expect(screen.getByLabelText(/Mengenal sejak tahun/)).toBeInTheDocument();
    expect(screen.getAllByLabelText(/Alasan merekomendasikan/i)).toHaveLength(1);
  });
});
