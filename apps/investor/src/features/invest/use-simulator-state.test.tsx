import { act, renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { simulatorFieldsFrom } from '@traguardo/domain/simulator-form';
import { portfolioValue } from '@traguardo/sample-data/portfolio';
import { useProfileStore } from '../../stores/profile-store';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';
import { useSimulatorState } from './use-simulator-state';

function inRouter({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/invest']}>{children}</MemoryRouter>;
}

function renderSimulatorState() {
  return renderHook(() => ({ simulator: useSimulatorState(), search: useLocation().search }), {
    wrapper: inRouter,
  });
}

describe('useSimulatorState', () => {
  resetStoreBeforeEach(useProfileStore);

  it('keeps a change in the address', () => {
    const { result } = renderSimulatorState();
    act(() => {
      const [, update] = result.current.simulator;
      update((current) => ({ ...current, fields: { ...current.fields, years: '25' } }));
    });
    expect(result.current.simulator[0].fields.years).toBe('25');
    expect(new URLSearchParams(result.current.search).get('anni')).toBe('25');
  });

  it('keeps both of two changes made before the address shows the first (an autofill)', () => {
    const { result } = renderSimulatorState();
    act(() => {
      const [, update] = result.current.simulator;
      update((current) => ({ ...current, fields: { ...current.fields, years: '25' } }));
      update((current) => ({ ...current, fields: { ...current.fields, target: '400.000' } }));
    });
    const [state] = result.current.simulator;
    expect(state.fields.years).toBe('25');
    expect(state.fields.target).toBe('400.000');
    const params = new URLSearchParams(result.current.search);
    expect(params.get('anni')).toBe('25');
    expect(params.get('obiettivo')).toBe('400.000');
  });

  it('starts from the demo’s portfolio, and from no capital on the own profile', () => {
    const demo = renderSimulatorState();
    expect(demo.result.current.simulator[0].fields.capital).toBe(
      simulatorFieldsFrom({ capital: portfolioValue, monthly: 0, years: 1 }).capital,
    );
    demo.unmount();
    useProfileStore.getState().openProfile('own');
    const own = renderSimulatorState();
    expect(own.result.current.simulator[0].fields.capital).toBe('0');
  });
});
