import { type Task, type TaskPriority } from '@traguardo/domain/entities';
import { compareKeys } from '@traguardo/domain/text-order';

export const priorityLabel: Readonly<Record<TaskPriority, string>> = {
  high: 'Alta',
  medium: 'Media',
  low: 'Bassa',
};

const priorityRank: Readonly<Record<TaskPriority, number>> = { high: 0, medium: 1, low: 2 };

/** Most urgent first: by priority, then by due date. Returns a new array. */
export function sortTasks(tasks: readonly Task[]): Task[] {
  return [...tasks].sort(
    (a, b) =>
      priorityRank[a.priority] - priorityRank[b.priority] || compareKeys(a.dueDate, b.dueDate),
  );
}
