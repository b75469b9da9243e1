import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
// The legacy build runs on the older phone browsers many applicants have. This module is only
// reached through a dynamic import(), so pdf.js is a chunk of its own, fetched when a PDF is opened.
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

GlobalWorkerOptions.workerSrc = workerUrl;

/** One page drawn on a canvas as wide as the viewer, sharp on high-density screens. */
function PdfPage({ pdf, number, width }: { pdf: PDFDocumentProxy; number: number; width: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let cancel = () => {};
    void pdf.getPage(number).then((page) => {
      const element = canvas.current;
      if (cancelled || !element) return;
      const scale = (width / page.getViewport({ scale: 1 }).width) * (window.devicePixelRatio || 1);
      const viewport = page.getViewport({ scale });
      element.width = Math.floor(viewport.width);
      element.height = Math.floor(viewport.height);
      const task = page.render({ canvas: element, viewport });
      cancel = () => task.cancel();
      // A render cancelled by a resize or by closing the viewer is not an error.
      task.promise.catch(() => {});
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [pdf, number, width]);
  return (
    <canvas
      ref={canvas}
      aria-label={`Halaman ${number}`}
      style={{ display: 'block', width: '100%', height: 'auto', boxShadow: 'var(--mantine-shadow-xs)' }}
    />
  );
}

type Loaded = { pdf: PDFDocumentProxy } | { failed: true } | null;

/** A PDF in the page (spec §2 preview modal): every page, fitted to the width of the modal. */
export function PdfViewer({ url }: { url: string }) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const { ref, width } = useElementSize();
  useEffect(() => {
    // The app's policy allows no eval: pdf.js then draws fonts without compiling code.
    const task = getDocument({ url, isEvalSupported: false });
    task.promise.then(
      (pdf) => setLoaded({ pdf }),
      () => setLoaded({ failed: true }),
    );
    return () => {
      setLoaded(null);
      void task.destroy();
    };
  }, [url]);

  if (loaded && 'failed' in loaded) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title="PDF tidak dapat ditampilkan"
      >
        Unduh dokumen untuk membukanya.
      </Alert>
    );
  }
  return (
    <Stack ref={ref} gap="sm" aria-label="Penampil PDF">
      {!loaded || width === 0 ? (
        <Center py="xl">
          <Loader aria-label="Memuat PDF" />
        </Center>
      ) : (
        Array.from({ length: loaded.pdf.numPages }, (_, index) => index + 1).map((number) => (
          <PdfPage key={number} pdf={loaded.pdf} number={number} width={width} />
        ))
      )}
    </Stack>
  );
}
