import { type CommentResponse, commentMessages } from '@amal/contract/comments';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildComment, listOf } from '../../../test/documents';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { CommentButton } from './comment-dialog';

/** jsdom has no EventSource: this one records what the dialog subscribes to and lets a test push events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: MessageEvent<string>) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }
  removeEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    });
  }
}

const thread = { idProposal: 9, idReference: 41, tableReference: 'documents' } as const;
const THREAD_PATH = 'GET /api/comment/reference/9/41/documents';

async function openDialog(comments: CommentResponse[] = [], routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({ [THREAD_PATH]: () => json(listOf(comments)), ...routes });
  renderWithProviders(<CommentButton thread={thread} name="Foto rumah" />);
  await userEvent.click(screen.getByRole('button', { name: 'Komentar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Komentar · Foto rumah' });
  return { dialog, fetchMock, live: () => FakeEventSource.opened.at(-1)! };
}

const messages = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Komentar' }))
    .getAllByRole('listitem')
    .map((item) => item.lastElementChild?.textContent);

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

describe('Comment dialog (spec §2 comment dialog, §7 comments)', () => {
  it('shows author, Jakarta time and the message as text: markup is not interpreted', async () => {
    const html = '<img src=x onerror="alert(1)"><b>tebal</b>';
    const { dialog } = await openDialog([
      buildComment({
        message: html,
        createdAt: '2026-02-01T17:30:00.000Z',
        user: { fullName: 'Siti Aminah' },
      }),
    ]);
    expect(await within(dialog).findByText(html)).toBeInTheDocument();
    expect(within(dialog).getByText('Siti Aminah')).toBeInTheDocument();
    // 17:30 UTC is past midnight in Jakarta (UTC+7).
    expect(within(dialog).getByText('2 Feb 2026, 00.30')).toBeInTheDocument();
    expect(dialog.querySelector('b, img')).toBeNull();
  });

  it('appends a live comment of this document once, and ignores other documents', async () => {
    const { dialog, live } = await openDialog([buildComment({ idComment: 1, message: 'Pertama' })]);
    await within(dialog).findByText('Pertama');
    expect(live().url).toBe('/api/live/comment-9');

    const second = buildComment({ idComment: 2, message: 'Kedua', user: { fullName: 'Verifikator' } });
    live().emit('comment', second);
    live().emit('comment', second);
    live().emit('comment', buildComment({ idComment: 3, idReference: 99, message: 'Dokumen lain' }));

    expect(messages(dialog)).toEqual(['Pertama', 'Kedua']);
  });

  it('posts with the contract schema; its own comment, also echoed live, is listed once', async () => {
    let posted: unknown;
    const mine = buildComment({ idComment: 7, message: 'Sudah saya unggah ulang' });
    const { dialog, live } = await openDialog([], {
      'POST /api/comment': (request) => {
        posted = request.body;
        return json(mine, 201);
      },
    });
    await within(dialog).findByText('Belum ada komentar.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(await within(dialog).findByText(commentMessages.messageRequired)).toBeInTheDocument();
    expect(posted).toBeUndefined();

    await userEvent.type(within(dialog).getByLabelText('Tulis komentar'), '  Sudah saya unggah ulang ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(messages(dialog)).toEqual(['Sudah saya unggah ulang']));
    expect(posted).toEqual({ ...thread, message: 'Sudah saya unggah ulang' });
    expect(within(dialog).getByLabelText('Tulis komentar')).toHaveValue('');

    live().emit('comment', mine);
    expect(messages(dialog)).toEqual(['Sudah saya unggah ulang']);
  });

  it('closes the live channel when the dialog closes', async () => {
    const { live } = await openDialog();
    expect(live().closed).toBe(false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(live().closed).toBe(true));
  });
});
