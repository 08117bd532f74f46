import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScreenHeader } from './screen-header';

describe('ScreenHeader', () => {
  it('names the document after the screen and heads it with one h1', () => {
    render(<ScreenHeader title="Budget" description="Entrate e uscite del mese" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Budget' })).toBeInTheDocument();
    expect(screen.getByText('Entrate e uscite del mese')).toBeInTheDocument();
    expect(document.title).toBe('Budget · Traguardo');
  });
});
