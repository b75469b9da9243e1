import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildDocument } from '../../test/documents';
import { renderWithProviders } from '../../test/render';
import { DocumentPreview } from './document-preview';

// pdf.js draws on a canvas jsdom does not have: the test checks that the lazy viewer is asked for
// the right address, not pdf.js itself.
vi.mock('./pdf-viewer', () => ({
  PdfViewer: ({ url }: { url: string }) => <output aria-label="Penampil PDF">{url}</output>,
}));

const preview = (contentType: string, extension: string) => {
  renderWithProviders(
    <DocumentPreview
      document={buildDocument({ idDocument: 41, contentType, extension })}
      name="KTP"
      onClose={() => {}}
    />,
  );
  return screen.findByRole('dialog', { name: 'KTP' });
};

describe('DocumentPreview (spec §2 document preview modal)', () => {
  it('shows an image inline from /api/document/{id}', async () => {
    const dialog = await preview('image/png', 'png');
    expect(within(dialog).getByRole('img', { name: 'KTP' })).toHaveAttribute('src', '/api/document/41');
    expect(within(dialog).queryByLabelText('Penampil PDF')).toBeNull();
  });

  it('opens a PDF in the lazily loaded in-page viewer, with a download link', async () => {
    const dialog = await preview('application/pdf', 'pdf');
    expect(await within(dialog).findByLabelText('Penampil PDF')).toHaveTextContent('/api/document/41');
    expect(within(dialog).getByRole('link', { name: 'Unduh dokumen' })).toHaveAttribute(
      'href',
      '/api/document/download/41',
    );
    expect(within(dialog).queryByRole('img')).toBeNull();
  });

  it('plays audio in a player, with the download link of /api/document/download/{id}', async () => {
    const dialog = await preview('audio/mpeg', 'mp3');
    const player = within(dialog).getByLabelText('KTP');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', '/api/document/41');
    expect(player).toHaveAttribute('controls');
    expect(within(dialog).getByRole('link', { name: 'Unduh dokumen' })).toHaveAttribute(
      'href',
      '/api/document/download/41',
    );
    expect(within(dialog).queryByLabelText('Penampil PDF')).toBeNull();
  });
});
