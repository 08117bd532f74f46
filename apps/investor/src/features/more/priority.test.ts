import { describe, expect, it } from 'vitest';
import { type Task } from '@traguardo/domain/entities';
import { priorityLabel, sortTasks } from './priority';

const task = (id: string, priority: Task['priority'], dueDate: string): Task => ({
  id,
  title: id,
  priority,
  dueDate,
});

describe('priority', () => {
  it('reads in Italian', () => {
    expect(priorityLabel).toEqual({ high: 'Alta', medium: 'Media', low: 'Bassa' });
  });

  it('sorts by priority, then due date, without touching the input', () => {
    const input = [
      task('a', 'low', '2024-01-01'),
      task('b', 'high', '2024-12-31'),
      task('c', 'medium', '2024-06-01'),
      task('d', 'high', '2024-12-16'),
    ];
    expect(sortTasks(input).map((t) => t.id)).toEqual(['d', 'b', 'c', 'a']);
    expect(input.map((t) => t.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
