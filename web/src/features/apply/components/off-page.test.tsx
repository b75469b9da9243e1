import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { OffPage } from './off-page';

let mounted = 0;
function Field() {
  useEffect(() => {
    mounted++;
  }, []);
  return <input aria-label="Nama" />;
}

describe('OffPage (decision 0022)', () => {
  it('renders its children out of the page until shown, then moves the same elements in', () => {
    mounted = 0;
    const page = render(
      <OffPage shown={false}>
        <Field />
      </OffPage>,
    );
    expect(mounted).toBe(1);
    expect(screen.queryByLabelText('Nama')).not.toBeInTheDocument();
    const place = page.container.firstElementChild as HTMLElement;
    expect(place.hidden).toBe(true);
    page.rerender(
      <OffPage shown>
        <Field />
      </OffPage>,
    );
    const input = screen.getByLabelText('Nama');
    expect(place.contains(input)).toBe(true);
    expect(place.hidden).toBe(false);
    expect(mounted).toBe(1);
    page.rerender(
      <OffPage shown={false}>
        <Field />
      </OffPage>,
    );
    expect(screen.queryByLabelText('Nama')).not.toBeInTheDocument();
    page.rerender(
      <OffPage shown>
        <Field />
      </OffPage>,
    );
    expect(screen.getByLabelText('Nama')).toBe(input);
    expect(mounted).toBe(1);
  });
});
