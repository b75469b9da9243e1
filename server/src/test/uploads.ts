import { randomUUID } from 'node:crypto';
import {
  sampleJpeg,
  sampleM4a,
  sampleMp3,
  sampleOgg,
  samplePdf,
  samplePng,
  sampleWav,
} from '../lib/sample-files.ts';

export type UploadFile = { name: string; bytes: Uint8Array; contentType?: string };

/** A multipart/form-data body as a browser's FormData sends it: text fields, then the file. */
export function multipart(fields: Record<string, string | number>, file?: UploadFile) {
  const boundary = `----amal${randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One small valid file of each accepted kind, with the name a phone would give it. */
export const SAMPLE_UPLOADS = {
  png: { name: 'ktp.png', bytes: samplePng(), contentType: 'image/png' },
  jpg: { name: 'foto.jpg', bytes: sampleJpeg(), contentType: 'image/jpeg' },
  jpeg: { name: 'foto rumah.jpeg', bytes: sampleJpeg(), contentType: 'image/jpeg' },
  pdf: { name: 'surat.pdf', bytes: samplePdf('Surat Keterangan'), contentType: 'application/pdf' },
  mp3: { name: 'hafalan.mp3', bytes: sampleMp3(), contentType: 'audio/mpeg' },
  mp4: { name: 'rekaman.m4a', bytes: sampleM4a(), contentType: 'audio/mp4' },
  ogg: { name: 'rekaman.ogg', bytes: sampleOgg(), contentType: 'audio/ogg' },
  wav: { name: 'rekaman.wav', bytes: sampleWav(), contentType: 'audio/wav' },
} satisfies Record<string, UploadFile>;
