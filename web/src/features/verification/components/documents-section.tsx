import { apiMessages } from '@amal/contract/api-messages';
import { documentsEndpoints } from '@amal/contract/documents';
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

type ApplicantDocument = VerificationView['applicantDocuments'][number];

const previewUrl = (idDocumentVerification: number) =>
  endpointUrl(documentsEndpoints.viewVerification, { params: { idDocumentVerification } });

/** One document of the applicant: their file, the verifier's photos of it, and "Foto / unggah". */
function DocumentRow({
  view,
  document,
  locked,
}: {
  view: VerificationView;
  document: ApplicantDocument;
  locked: boolean;
}) {
  const update = useUpdateView(view.idProposal);
  const [uploading, setUploading] = useState(false);
  const [offline, setOffline] = useState<File | null>(null);
  const photos = view.documents.filter(
    (d) =>
      d.idDocument === document.idDocument ||
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
        <Anchor
          href={endpointUrl(documentsEndpoints.view, { params: { idDocument: document.idDocument } })}
          target="_blank"
          rel="noopener"
          size="sm"
        >
          Lihat dokumen pemohon
        </Anchor>
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

/** Documents (spec §2): the verifier photographs or scans each applicant document; "Selesai" goes back. */
export function DocumentsSection({ view, formPath }: { view: VerificationView; formPath: string }) {
  const locked = view.completedAt !== null;
  return (
    <Stack gap="md">
      {view.applicantDocuments.length === 0 ? (
        <Text c="dimmed">Pemohon belum mengunggah dokumen.</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Dokumen pemohon">
          {view.applicantDocuments.map((document) => (
            <DocumentRow key={document.idDocument} view={view} document={document} locked={locked} />
          ))}
        </Stack>
      )}
      <Button component={Link} to={formPath} size="md" leftSection={<IconCheck size={18} aria-hidden />}>
        {verificationMessages.done}
      </Button>
    </Stack>
  );
}
