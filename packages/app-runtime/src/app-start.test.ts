import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint } from './app-start';

describe('startAfterFirstPaint', () => {
  it('runs the steps in order, each once the one before has finished', async () => {
    const done: string[] = [];
    const step = (name: string) => async () => {
      await Promise.resolve();
      done.push(name);
    };

    await startAfterFirstPaint([step('react-dom'), step('router'), step('app')]);

    expect(done).toEqual(['react-dom', 'router', 'app']);
  });
});
