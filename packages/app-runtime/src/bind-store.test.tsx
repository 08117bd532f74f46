import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { bindStore } from './bind-store';
import { PageLiveContext } from './page-live';

describe('bindStore', () => {
  it('gives a vanilla store a hook that re-renders on change, and keeps its API', () => {
    const useCounter = bindStore(createStore(() => ({ count: 1 })));
    function Counter() {
      const count = useCounter((state) => state.count);
      return <p>{`Conteggio: ${count}`}</p>;
    }
    const { container } = render(<Counter />);
    expect(container.textContent).toBe('Conteggio: 1');

    act(() => useCounter.setState({ count: 2 }));

    expect(container.textContent).toBe('Conteggio: 2');
    expect(useCounter.getState().count).toBe(2);
  });

  it('answers from the initial state until the page is live, then from the stored one', () => {
    const useCounter = bindStore(createStore(() => ({ count: 1 })));
    useCounter.setState({ count: 7 }); // what the device held, read at the store's creation
    function Counter() {
      const count = useCounter((state) => state.count);
      return <p>{`Conteggio: ${count}`}</p>;
    }
    const { container, rerender } = render(
      <PageLiveContext value={false}>
        <Counter />
      </PageLiveContext>,
    );
    expect(container.textContent).toBe('Conteggio: 1');

    rerender(
      <PageLiveContext value={true}>
        <Counter />
      </PageLiveContext>,
    );

    expect(container.textContent).toBe('Conteggio: 7');
  });
});
