import { type Task } from '@traguardo/domain/entities';

export const tasks: readonly Task[] = [
  { id: 'task-1', title: 'Rinnovare la polizza vita', priority: 'high', dueDate: '2024-12-31' },
  { id: 'task-2', title: 'Versare il saldo IMU', priority: 'high', dueDate: '2024-12-16' },
  {
    id: 'task-3',
    title: 'Aumentare il versamento al fondo pensione',
    priority: 'medium',
    dueDate: '2025-01-31',
  },
  {
    id: 'task-4',
    title: 'Raccogliere le spese mediche per il 730',
    priority: 'medium',
    dueDate: '2025-03-31',
  },
  { id: 'task-5', title: 'Ribilanciare il portafoglio', priority: 'low', dueDate: '2025-02-28' },
];
