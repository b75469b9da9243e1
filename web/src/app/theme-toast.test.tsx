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
});
