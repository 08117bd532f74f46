import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartSpace } from './chart-space';
import { DEFAULT_CHART_HEIGHT } from './chart-props';

describe('ChartSpace', () => {
  it('holds a chart’s height and says nothing', () => {
    const { container } = render(<ChartSpace />);
    const space = container.firstElementChild;
    expect(space).toHaveStyle({ height: `${DEFAULT_CHART_HEIGHT}px` });
    expect(space).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent('');
  });
});
