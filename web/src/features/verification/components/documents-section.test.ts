import type { ProgramDetail } from '@amal/contract/programs';
import type { VerificationView } from '@amal/contract/verification';
import { describe, expect, it } from 'vitest';
import { documentsToCheck } from './documents-section';

const type = (idDocumentType: number, name: string) => ({
  idDocumentType,
  required: true,
  documentType: { idDocumentType, name, multiple: false, fromUser: false, accepts: ['image' as const] },
});

const program = { programDocumentType: [type(3, 'SKTM'), type(9, 'Foto Rumah')] } as unknown as ProgramDetail;

describe('the documents a field verifier checks', () => {
  it('are the applicant’s uploads, then each programme document the applicant has not uploaded', () => {
    const view = {
      applicantDocuments: [{ idDocument: 70, idDocumentType: 3, typeName: 'SKTM', extension: 'pdf' }],
    } as unknown as VerificationView;
    expect(documentsToCheck(view, program)).toEqual([
      { idDocumentType: 3, typeName: 'SKTM', idDocument: 70 },
      { idDocumentType: 9, typeName: 'Foto Rumah', idDocument: null },
    ]);
  });

  it('are every programme document when the applicant uploaded none, so the verifier can photograph them', () => {
    const view = { applicantDocuments: [] } as unknown as VerificationView;
    expect(documentsToCheck(view, program).map((d) => [d.typeName, d.idDocument])).toEqual([
      ['SKTM', null],
      ['Foto Rumah', null],
    ]);
  });
});
