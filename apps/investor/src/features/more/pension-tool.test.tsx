import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PensionTool } from './pension-tool';

describe('PensionTool', () => {
  it('says one year in the singular and more years in the plural', () => {
    render(<PensionTool firstYear={2026} />);
    const years = screen.getByRole('textbox', { name: 'Anni alla pensione' });
    fireEvent.change(years, { target: { value: '1' } });
    expect(screen.getByText('Tra 1 anno, netto, in euro di oggi:')).toBeInTheDocument();
    fireEvent.change(years, { target: { value: '2' } });
    expect(screen.getByText('Tra 2 anni, netto, in euro di oggi:')).toBeInTheDocument();
  });
});
