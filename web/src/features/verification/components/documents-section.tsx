import { apiMessages } from '@amal/contract/api-messages';
import { documentsEndpoints } from '@amal/contract/documents';
import type { ProgramDetail } from '@amal/contract/programs';
import { type VerificationView, verificationMessages } from '@amal/contract/verification';
import {
  Anchor,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCamera, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { endpointUrl } from '../../../lib/api-client';
import { messageOf, notifyError } from '../../../lib/notify-error';
import { uploadDocumentPhoto, useUpdateView } from '../api/verification-form';
import { isNetworkFailure } from '../utils/network';
import { notifyDone } from '../utils/notify-done';

/** A document to check: the applicant's file, or a type of the programme the applicant has not uploaded. */
type DocumentToCheck = { idDocumentType: number; typeName: string; idDocument: number | null };

/**
 * Every applicant document, then each document type of the programme the applicant has none of:
 * the verifier may photograph in the field what was never uploaded.
 */
export function documentsToCheck(view: VerificationView, program: ProgramDetail): DocumentToCheck[] {
  const uploaded = view.applicantDocuments.map(({ idDocumentType, typeName, idDocument }) => ({
    idDocumentType,
    typeName,
    idDocument,
  }));
  const missing = program.programDocumentType
    .filter((type) => !uploaded.some((d) => d.idDocumentType === type.idDocumentType))
    .map((type) => ({
      idDocumentType: type.idDocumentType,
      typeName: type.documentType.name,
      idDocument: null,
    }));
  return [...uploaded, ...missing];
}

const previewUrl = (idDocumentVerification: number) =>
  endpointUrl(documentsEndpoints.viewVerification, { params: { idDocumentVerification } });

/** One document of the applicant: their file, the verifier's photos of it, and "Foto / unggah". */
function DocumentRow({
  view,
  document,
  locked,
}: {
  view: VerificationView;
  document: DocumentToCheck;
  locked: boolean;
}) {
  const update = useUpdateView(view.idProposal);
  const [uploading, setUploading] = useState(false);
  const [offline, setOffline] = useState<File | null>(null);
  const photos = view.documents.filter(
    (d) =>
      (document.idDocument !== null && d.idDocument === document.idDocument) ||
      (d.idDocument === null && d.idDocumentType === document.idDocumentType),
  );
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const saved = await uploadDocumentPhoto({
        idProposal: view.idProposal,
        idDocumentType: document.idDocumentType,
        idDocument: document.idDocument,
        file,
      });
      setOffline(null);
      update((current) => ({ ...current, documents: [...current.documents, saved] }));
      notifyDone(`Foto ${document.typeName} tersimpan`);
    } catch (error) {
      if (isNetworkFailure(error)) setOffline(file);
      else notifyError(messageOf(error, apiMessages.networkError));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {document.typeName}
          </Title>
          <Badge
            variant="light"
            color={photos.length ? 'teal' : 'orange'}
            tt="none"
            style={{ flexShrink: 0 }}
          >
            {photos.length ? verificationMessages.verified : verificationMessages.notVerified}
          </Badge>
        </Group>
        {document.idDocument === null ? (
          <Text size="sm" c="dimmed">
            Pemohon belum mengunggah dokumen ini
          </Text>
        ) : (
          <Anchor
            href={endpointUrl(documentsEndpoints.view, { params: { idDocument: document.idDocument } })}
            target="_blank"
            rel="noopener"
            size="sm"
          >
            Lihat dokumen pemohon
          </Anchor>
        )}
        {photos.length > 0 && (
          <SimpleGrid cols={3} spacing="xs">
            {photos.map((photo) => (
              <Anchor
                key={photo.idDocumentVerification}
                href={previewUrl(photo.idDocumentVerification)}
                target="_blank"
                rel="noopener"
                aria-label={`Foto verifikasi ${document.typeName}`}
              >
                {photo.extension === 'pdf' ? (
                  <Text size="xs">PDF</Text>
                ) : (
                  <Image
                    src={previewUrl(photo.idDocumentVerification)}
                    alt=""
                    h={72}
                    radius="sm"
                    fit="cover"
                    loading="lazy"
                  />
                )}
              </Anchor>
            ))}
          </SimpleGrid>
        )}
        {offline && (
          <Stack gap={4} role="alert">
            <Text size="sm" c="orange.9">
              {verificationMessages.offline}
            </Text>
            <Button size="xs" variant="light" onClick={() => upload(offline)} loading={uploading}>
              {verificationMessages.retry}
            </Button>
          </Stack>
        )}
        {!locked && (
          <FileButton onChange={upload} accept="image/*" capture="environment">
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconCamera size={18} aria-hidden />}
                loading={uploading}
                aria-label={`${photos.length ? 'Tambah foto' : 'Foto / unggah'} ${document.typeName}`}
              >
                {photos.length ? 'Tambah foto' : 'Foto / unggah'}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Documents (spec §2): the verifier photographs or scans each applicant document, and each of the
 * programme's documents the applicant has not uploaded; "Selesai" goes back.
 */
export function DocumentsSection({
  view,
  program,
  formPath,
}: {
  view: VerificationView;
  program: ProgramDetail;
  formPath: string;
}) {
  const locked = view.completedAt !== null;
  const documents = documentsToCheck(view, program);
  return (
    <Stack gap="md">
      {documents.length === 0 ? (
        <Text c="dimmed">Program ini tidak meminta dokumen.</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Dokumen pemohon">
          {documents.map((document) => (
            <DocumentRow
              key={document.idDocument ?? `type-${document.idDocumentType}`}
              view={view}
              document={document}
              locked={locked}
            />
          ))}
        </Stack>
      )}
      <Button component={Link} to={formPath} size="md" leftSection={<IconCheck size={18} aria-hidden />}>
        {verificationMessages.done}
      </Button>
    </Stack>
  );
}
