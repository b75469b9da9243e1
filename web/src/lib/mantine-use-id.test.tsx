import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

function Field({ id, onRender }: { id?: string; onRender?: () => void }) {
  onRender?.();
  const inputId = useId(id);
  return <input aria-label="field" id={inputId} />;
}

function TwoFields() {
  return (
    <>
      <Field />
      <Field />
    </>
  );
}

describe("Mantine's useId as the build has it", () => {
  it('draws a field once: no second render to change its id after it mounts', () => {
    let renders = 0;
    render(<Field onRender={() => renders++} />);
    expect(renders).toBe(1);
    expect(screen.getByLabelText('field').id).toMatch(/^mantine-[\w-]+$/);
  });

  it('gives each field its own id, and the browser keeps the ids of HTML made ahead', async () => {
    const html = renderToString(<TwoFields />);
    const ahead = [...html.matchAll(/id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ahead).size).toBe(2);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    try {
      await act(async () => {
        hydrateRoot(container, <TwoFields />);
      });
      expect([...container.querySelectorAll('input')].map((input) => input.id)).toEqual(ahead);
    } finally {
      container.remove();
    }
  });

  it('keeps an id it is given', () => {
    render(<Field id="nip" />);
    expect(screen.getByLabelText('field').id).toBe('nip');
  });
});
