import { type Task } from '@traguardo/domain/entities';
import { type MonthDay, nextYearlyDate } from '@traguardo/domain/yearly-date';

// The demo's reminders fall on days that come back every year (IMU balance on 16 December,
// the policy renewal at the end of the year…): each is due the next time its day comes, so
// the demo is always in the present and never shows a reminder left in a past year.
const demoTaskDays: readonly (Omit<Task, 'dueDate'> & { dueDay: MonthDay })[] = [
  { id: 'task-1', title: 'Rinnovare la polizza vita', priority: 'high', dueDay: '12-31' },
  { id: 'task-2', title: 'Versare il saldo IMU', priority: 'high', dueDay: '12-16' },
  {
    id: 'task-3',
    title: 'Aumentare il versamento al fondo pensione',
    priority: 'medium',
    dueDay: '01-31',
  },
  {
    id: 'task-4',
    title: 'Raccogliere le spese mediche per il 730',
    priority: 'medium',
    dueDay: '03-31',
  },
  { id: 'task-5', title: 'Ribilanciare il portafoglio', priority: 'low', dueDay: '02-28' },
];

/** The demo's tasks as of `today` ('yyyy-mm-dd'), each due on or after it. */
export function demoTasks(today: string): Task[] {
  return demoTaskDays.map(({ dueDay, ...task }) => ({
    ...task,
    dueDate: nextYearlyDate(dueDay, today),
  }));
}
