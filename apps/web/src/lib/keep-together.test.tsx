import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepTogether } from './keep-together';

describe('keepTogether', () => {
  it('wraps the part in one unbreakable span and keeps the text whole', () => {
    const { container } = render(<p>{keepTogether('Buchungsnummer: SPT-9ZDY2A', 'SPT-9ZDY2A')}</p>);
    expect(container.textContent).toBe('Buchungsnummer: SPT-9ZDY2A');
    const span = container.querySelector('span.whitespace-nowrap');
    expect(span?.textContent).toBe('SPT-9ZDY2A');
  });

  it('leaves a text without the part, or an empty part, as it is', () => {
    expect(keepTogether('Réservation annulée', 'SPT-9ZDY2A')).toBe('Réservation annulée');
    expect(keepTogether('SPT-9ZDY2A', '')).toBe('SPT-9ZDY2A');
  });
});
