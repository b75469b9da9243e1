import { MantineProvider, Notification } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('a toast', () => {
  it('has a close button named "Tutup"', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Notification>Verifikasi bagian ini tersimpan</Notification>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
  });

  it("draws its text under a title in the theme's dimmed colour, not Mantine's 3.3:1 grey", () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Notification title="Tersimpan">Program berhasil dibuat</Notification>
      </MantineProvider>,
    );
    expect(screen.getByText('Program berhasil dibuat')).toHaveStyle({ color: 'var(--mantine-color-dimmed)' });
  });
});
