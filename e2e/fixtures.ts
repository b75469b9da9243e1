/** Small real files for the upload journeys, made by the same generators as the server's tests. */
import { samplePdf, samplePng } from '../server/src/lib/sample-files.ts';

export const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: samplePdf('Surat keterangan'),
});

/** A PDF of `megabytes` MB: its size is what matters, the browser refuses it before uploading. */
export const bigPdfFile = (name: string, megabytes: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: samplePdf('Besar', megabytes * 1024 * 1024),
});

export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: samplePng(16, 16) });
