import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileBadge } from './profile-badge';

describe('ProfileBadge', () => {
  it('names the open profile', () => {
    render(<ProfileBadge label="I miei clienti" />);
    expect(screen.getByText('I miei clienti')).toBeInTheDocument();
  });

  it('keeps its place, empty, while the profile is not known', () => {
    const { container } = render(<ProfileBadge label={undefined} />);
    expect(container.textContent).toBe('\u00a0');
  });
});
