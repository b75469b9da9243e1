import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { GoogleSignInButton, GoogleSignInError } from './google-sign-in';

describe('GoogleSignInButton', () => {
  it('leads to the server’s Google sign-in, carrying prev', async () => {
    renderWithProviders(<GoogleSignInButton shown />, { url: '/login?prev=/proposal' });
    const link = await screen.findByRole('link', { name: 'Masuk dengan Google' });
    expect(link).toHaveAttribute('href', '/api/auth/google/login?prev=%2Fproposal');
  });

  it('asks for the staff sign-in on the staff login', async () => {
    renderWithProviders(<GoogleSignInButton shown admin />, { url: '/admin/login' });
    expect(await screen.findByRole('link', { name: 'Masuk dengan Google' })).toHaveAttribute(
      'href',
      '/api/auth/google/login?admin=1',
    );
  });

  it('is not shown when Google sign-in is not configured', () => {
    renderWithProviders(<GoogleSignInButton shown={undefined} />, { url: '/login' });
    expect(screen.queryByRole('link', { name: 'Masuk dengan Google' })).not.toBeInTheDocument();
  });
});

describe('GoogleSignInError', () => {
  it('shows "Login Google gagal" with the message, and takes the parameter off the address', async () => {
    mockFetch({});
    renderWithProviders(
      <>
        <GoogleSignInError />
        <LocationProbe />
      </>,
      {
        url: `/login?prev=%2Fproposal&googleError=${encodeURIComponent('Email akun Google belum terverifikasi')}`,
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Login Google gagal' });
    expect(dialog).toHaveTextContent('Email akun Google belum terverifikasi');
    await waitFor(() => expect(screen.getByLabelText('lokasi')).toHaveTextContent('/login?prev=%2Fproposal'));
    const buttons = screen.getAllByRole('button', { name: 'Tutup' });
    await userEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows nothing without the parameter', () => {
    mockFetch({});
    renderWithProviders(<GoogleSignInError />, { url: '/login' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
