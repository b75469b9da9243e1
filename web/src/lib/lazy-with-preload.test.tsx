import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

const page = () => lazyWithPreload(async () => ({ default: () => <h1>Beranda</h1> }));
const inSuspense = (Page: ReturnType<typeof page>) => (
  <Suspense fallback={<p>Memuat</p>}>
    <Page />
  </Suspense>
);

describe('lazyWithPreload', () => {
  it('draws the page at once, without the loader, once preloaded', async () => {
    const Page = page();
    await Page.preload();
    render(inSuspense(Page));
    expect(screen.getByRole('heading', { name: 'Beranda' })).toBeInTheDocument();
    expect(screen.queryByText('Memuat')).toBeNull();
  });

  it('shows the loader until the page arrives when nobody preloaded it', async () => {
    const Page = page();
    render(inSuspense(Page));
    expect(screen.getByText('Memuat')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Beranda' })).toBeInTheDocument();
  });
});
