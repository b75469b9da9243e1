import type { ProgramDetail, SectionProperty } from '@amal/contract/programs';
import { revisionMessages } from '@amal/contract/revisions';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildCurrentUser, buildProgramDetail, buildProgramSection } from '../../../test/builders';
import { calledRoutes, json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { RevisionWizard } from './revision-wizard';

const textarea = (idSectionProperty: number, columnname: string, label: string): SectionProperty => ({
  idSectionProperty,
  columnname,
  label,
  type: 'textarea',
  valueType: 'string',
  required: true,
  enable: true,
  source: 'manual',
  options: null,
  lookup: null,
  idDocumentType: null,
  hint: null,
  order: idSectionProperty,
});

const program: ProgramDetail = buildProgramDetail(
  {
    programSections: [
      buildProgramSection('skill', 1, 'Keterampilan', [
        textarea(1, 'businessAble', 'Keterampilan'),
        textarea(2, 'description', 'Rencana'),
      ]),
      buildProgramSection('aid-from-others', 2, 'Bantuan lain', []),
    ],
  },
  { idProgram: 10, name: 'Santunan Dhuafa' },
);

const revision = {
  idProposal: 41,
  idProgram: 10,
  programVersion: 1,
  notes: [{ route: 'skill' as const, note: 'Rencana usaha belum jelas' }],
  sections: { skill: { businessAble: 'Menjahit', description: 'Usaha' }, 'aid-from-others': [] },
};

describe('RevisionWizard (issue 34: send back for revision)', () => {
  it('opens only the reopened section, prefilled, with the staff note, and sends exactly it', async () => {
    const sent = vi.fn();
    const fetchMock = mockFetch({
      'PATCH /api/proposal/revision/41': (request) => {
        sent(request.body);
        return json({ idProposal: 41, idProposalStatus: 4 });
      },
    });
    const onSent = vi.fn();
    renderWithProviders(
      <RevisionWizard program={program} user={buildCurrentUser()} revision={revision} onSent={onSent} />,
    );
    expect(await screen.findByText('Rencana usaha belum jelas')).toBeInTheDocument();
    expect(screen.getByText('Bagian 1 dari 1')).toBeInTheDocument();
    const plan = screen.getByLabelText(/^Rencana/);
    expect(plan).toHaveValue('Usaha');
    await userEvent.clear(plan);
    await userEvent.type(plan, 'Membeli mesin jahit untuk usaha rumahan');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    await userEvent.click(await screen.findByRole('button', { name: revisionMessages.sendFix }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sent).toHaveBeenCalledWith({
      sections: {
        skill: { businessAble: 'Menjahit', description: 'Membeli mesin jahit untuk usaha rumahan' },
      },
    });
    // No family section reopened: no family save.
    expect(calledRoutes(fetchMock)).toEqual(['PATCH /api/proposal/revision/41']);
  });
});
