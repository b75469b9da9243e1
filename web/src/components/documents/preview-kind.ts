/** Which viewer shows a content type in the preview modal (spec §2: PDF viewer, image, audio player). */
export type PreviewKind = 'image' | 'pdf' | 'audio' | 'other';

export function previewKind(contentType: string): PreviewKind {
  const type = contentType.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  // An .mp4 recording may be detected as video/mp4: only its sound matters here.
  if (type.startsWith('audio/') || type.startsWith('video/')) return 'audio';
  return 'other';
}
