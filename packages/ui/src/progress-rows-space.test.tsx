import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressRowsSpace } from './progress-rows-space';

describe('ProgressRowsSpace', () => {
  it('keeps the rows’ places, hidden from assistive technology, with no text', () => {
    const { container } = render(
      <ProgressRowsSpace rows={3} listClassName="space-y-3" rowClassName="space-y-1" />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(container.querySelectorAll('li')).toHaveLength(3);
    expect(container.textContent?.trim()).toBe('');
  });
});
