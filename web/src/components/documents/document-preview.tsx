import type { DocumentResponse } from '@amal/contract/documents';
import { Anchor, Center, Group, Image, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { documentDownloadUrl, documentUrl } from '../../lib/documents';
import { previewKind } from './preview-kind';

// pdf.js is large: its chunk is fetched only when a PDF is opened.
const PdfViewer = lazy(() => import('./pdf-viewer').then((module) => ({ default: module.PdfViewer })));

function DownloadLink({ idDocument }: { idDocument: number }) {
  return (
    <Group justify="center">
      <Anchor href={documentDownloadUrl(idDocument)} download size="sm">
        <Group gap={4} component="span">
          <IconDownload size={16} aria-hidden />
          Unduh dokumen
        </Group>
      </Anchor>
    </Group>
  );
}

/** The viewer for the version's content type: image inline, PDF in the page, audio in a player. */
function Viewer({ document, name }: { document: DocumentResponse; name: string }) {
  const source = documentUrl(document.idDocument);
  switch (previewKind(document.contentType)) {
    case 'image':
      return <Image src={source} alt={name} fit="contain" mah="75vh" radius="sm" />;
    case 'pdf':
      return (
        <Stack gap="sm">
          <DownloadLink idDocument={document.idDocument} />
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label="Memuat penampil PDF" />
              </Center>
            }
          >
            <PdfViewer url={source} />
          </Suspense>
        </Stack>
      );
    case 'audio':
      return (
        <Stack gap="sm">
          {/* biome-ignore lint/a11y/useMediaCaption: applicants' voice recordings have no captions */}
          <audio controls src={source} preload="metadata" aria-label={name} style={{ width: '100%' }} />
          <DownloadLink idDocument={document.idDocument} />
        </Stack>
      );
    default:
      return <DownloadLink idDocument={document.idDocument} />;
  }
}

interface DocumentPreviewProps {
  /** The version shown; the modal is closed while null. */
  document: DocumentResponse | null;
  name: string;
  onClose: () => void;
}

/** The document preview modal (spec §2), full screen on a phone. */
export function DocumentPreview({ document, name, onClose }: DocumentPreviewProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={document != null} onClose={onClose} title={name} size="xl" fullScreen={phone} centered>
      {document && <Viewer document={document} name={name} />}
    </Modal>
  );
}
