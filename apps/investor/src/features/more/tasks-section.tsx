import { ListTodo } from 'lucide-react';
import { type TaskPriority } from '@traguardo/domain/entities';
import { formatDate } from '@traguardo/domain/format';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { demoTasks } from '@traguardo/sample-data/tasks';
import { priorityLabel, sortTasks } from './priority';
import { SectionCard } from './section-card';

const priorityStyle: Readonly<Record<TaskPriority, string>> = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-slate-100 text-slate-700',
};

export function TasksSection() {
  return (
    <SectionCard title="Attività e promemoria" icon={ListTodo}>
      <ul className="flex flex-col divide-y divide-slate-100">
        {sortTasks(demoTasks(todayLocalDate())).map((task) => (
          <li key={task.id} className="flex items-start justify-between gap-3 py-2">
            <div>
              <p className="font-medium text-slate-900">{task.title}</p>
              <p className="text-sm text-slate-600">
                Scadenza: <time dateTime={task.dueDate}>{formatDate(task.dueDate)}</time>
              </p>
            </div>
            <span
              className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${priorityStyle[task.priority]}`}
            >
              <span className="sr-only">Priorità </span>
              {priorityLabel[task.priority]}
            </span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
