import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberTypedValues } from '../../../lib/typed-before-takeover';
import { renderWithProviders } from '../../../test/render';
import { LoginForm } from './login-form';

describe('LoginForm drawn afresh over the prerendered login (dark theme)', () => {
  it('keeps the NIP and password typed before the scripts ran', () => {
    const prerendered = document.createElement('div');
    prerendered.innerHTML = '<form><input name="username"><input name="password" type="password"></form>';
    prerendered.querySelector<HTMLInputElement>('[name="username"]')!.value = 'ARN101-10001';
    prerendered.querySelector<HTMLInputElement>('[name="password"]')!.value = 'demo1234';
    rememberTypedValues(prerendered);

    renderWithProviders(<LoginForm onSuccess={() => {}} />, { url: '/login' });

    expect(screen.getByLabelText(/^NIP/)).toHaveValue('ARN101-10001');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('demo1234');
  });
});
