import { describe, expect, it } from 'vitest';
import { programsText } from './programs-text';
import { whatsappLink } from './whatsapp-link';

describe('the field verifiers list', () => {
  it.each([
    [[], ''],
    [['A'], 'A'],
    [['A', 'B', 'C'], 'A, B, C'],
    [['A', 'B', 'C', 'D', 'E'], 'A, B, C dan 2 program lainnya'],
  ])('names the programmes %j as "%s"', (names, text) => {
    expect(programsText(names)).toBe(text);
  });

  it('links a WhatsApp number to its chat', () => {
    expect(whatsappLink('6281234500003')).toBe('https://wa.me/6281234500003');
    expect(whatsappLink('+62 812-345')).toBe('https://wa.me/62812345');
    expect(whatsappLink(null)).toBeNull();
    expect(whatsappLink('')).toBeNull();
  });
});
