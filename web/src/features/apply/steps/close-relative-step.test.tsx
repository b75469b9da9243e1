import { applicantMessages } from '@amal/contract/applicant';
import { patternMessages } from '@amal/contract/patterns';
import { userMessages } from '@amal/contract/users';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calledRoutes, json, mockFetch } from '../../../test/fetch-mock';
import { CloseRelativeStep } from './close-relative-step';
import { list, pick, renderStep, save } from './step-test-helpers';

const WA = '6281298765432';
const relationships = () =>
  list([
    { idRelationship: 1, name: 'Tinggal serumah', organization: false },
    { idRelationship: 6, name: 'Saudara kandung', organization: false },
    { idRelationship: 8, name: 'Diri sendiri', organization: false },
    { idRelationship: 12, name: 'Kerabat', organization: false },
    { idRelationship: 16, name: 'Pengurus lembaga', organization: true },
  ]);
const notFound = () => json({ statusCode: 404, message: userMessages.notFound, errors: [] }, 404);
const createdUser = (body: Record<string, unknown>) => json({ ...body, idUser: 77 }, 201);

const waInput = () => screen.getByLabelText(/^Nomor Telpon\/WhatsApp/);
const nameInput = () => screen.getByLabelText(/^Nama lengkap/);

async function checkNumber(number: string) {
  await userEvent.type(waInput(), number);
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
}

describe('CloseRelativeStep (spec §2 step 9, §5 "Neighbour and recipient contact")', () => {
  it('an empty form shows each required message of the contract', async () => {
    mockFetch({ 'GET /api/relationships': relationships });
    const { onSave } = renderStep(CloseRelativeStep, { route: 'close-relative' });
    await save();
    expect(await screen.findByText(applicantMessages.fullNameRequired)).toBeInTheDocument();
    expect(screen.getByText(applicantMessages.closeRelativeWhatsappRequired)).toBeInTheDocument();
    expect(screen.getByText(applicantMessages.genderRequired)).toBeInTheDocument();
    expect(screen.getByText(applicantMessages.relationshipRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('"Check" with a malformed number shows the WhatsApp pattern message and asks nobody', async () => {
    const fetchMock = mockFetch({ 'GET /api/relationships': relationships });
    renderStep(CloseRelativeStep, { route: 'close-relative' });
    await checkNumber('6212');
    expect(await screen.findByText(patternMessages.whatsapp)).toBeInTheDocument();
    expect(calledRoutes(fetchMock).some((route) => route.includes('/user/check/wa'))).toBe(false);
  });

  it('offers relatives only: no organisation ties, not "self" (8), not "lives together"', async () => {
    mockFetch({ 'GET /api/relationships': relationships });
    renderStep(CloseRelativeStep, { route: 'close-relative' });
    await userEvent.click(screen.getByRole('combobox', { name: /^Hubungan/ }));
    const options = await within(document.body).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Saudara kandung', 'Kerabat']);
  });

  it('a number found by "Check" shows its masked name only; the member types the name and no user is created', async () => {
    const fetchMock = mockFetch({
      'GET /api/relationships': relationships,
      [`GET /api/user/check/wa/${WA}`]: () => json({ found: true, maskedName: 'Ah*** Fa***' }),
    });
    const { onSave } = renderStep(CloseRelativeStep, { route: 'close-relative' });
    await checkNumber(WA);
    expect(await screen.findByText('Nomor ini terdaftar atas nama Ah*** Fa***')).toBeInTheDocument();
    expect(nameInput()).toHaveValue('');
    expect(nameInput()).not.toHaveAttribute('readonly');
    await userEvent.type(nameInput(), 'Ahmad Fauzi');
    await pick(/^Jenis kelamin/, 'Laki-laki');
    await pick(/^Hubungan/, 'Saudara kandung');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      fullName: 'Ahmad Fauzi',
      whatsappNumber: WA,
      gender: 'Laki-laki',
      idRelationship: 6,
    });
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/user');
  });

  it('another number after a found one hides the notice, and that number is created on "Simpan Data"', async () => {
    const fetchMock = mockFetch({
      'GET /api/relationships': relationships,
      [`GET /api/user/check/wa/${WA}`]: () => json({ found: true, maskedName: 'Ah*** Fa***' }),
      'POST /api/user': (request) => createdUser(request.body as Record<string, unknown>),
    });
    const { onSave } = renderStep(CloseRelativeStep, { route: 'close-relative' });
    await checkNumber(WA);
    expect(await screen.findByText('Nomor ini terdaftar atas nama Ah*** Fa***')).toBeInTheDocument();
    await userEvent.type(waInput(), '{backspace}1');
    expect(screen.queryByText('Nomor ini terdaftar atas nama Ah*** Fa***')).not.toBeInTheDocument();
    await userEvent.type(nameInput(), 'Fatimah');
    await pick(/^Jenis kelamin/, 'Perempuan');
    await pick(/^Hubungan/, 'Kerabat');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(calledRoutes(fetchMock)).toContain('POST /api/user');
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ idUser: 77, whatsappNumber: '6281298765431' });
  });

  it('a number not found shows the notice; "Simpan Data" POSTs /api/user, then saves the new idUser', async () => {
    const fetchMock = mockFetch({
      'GET /api/relationships': relationships,
      [`GET /api/user/check/wa/${WA}`]: notFound,
      'POST /api/user': (request) => createdUser(request.body as Record<string, unknown>),
    });
    const { onSave } = renderStep(CloseRelativeStep, { route: 'close-relative' });
    await checkNumber(WA);
    expect(await screen.findByText(userMessages.notFound)).toBeInTheDocument();
    await userEvent.type(nameInput(), 'Fatimah');
    await pick(/^Jenis kelamin/, 'Perempuan');
    await pick(/^Hubungan/, 'Kerabat');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      fullName: 'Fatimah',
      whatsappNumber: WA,
      gender: 'Perempuan',
    });
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ idUser: 77, fullName: 'Fatimah', idRelationship: 12 });
  });

  it('a server error creating the relative shows the "Terjadi kesalahan" toast and saves nothing', async () => {
    const shown = vi.spyOn(notifications, 'show');
    mockFetch({
      'GET /api/relationships': relationships,
      'POST /api/user': () => json({ statusCode: 409, message: userMessages.whatsappTaken, errors: [] }, 409),
    });
    const { onSave } = renderStep(CloseRelativeStep, {
      route: 'close-relative',
      value: { fullName: 'Fatimah', whatsappNumber: WA, gender: 'Perempuan', idRelationship: 12 },
    });
    await save();
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Terjadi kesalahan', message: userMessages.whatsappTaken }),
      ),
    );
    expect(onSave).not.toHaveBeenCalled();
  });
});
