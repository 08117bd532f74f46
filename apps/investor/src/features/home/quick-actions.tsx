import { memo } from 'react';
import { Bot, EllipsisVertical, Link2, Target, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

const actions: readonly { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/accounts', label: 'Collega banca', icon: Link2 },
  { to: '/goals', label: 'Nuovo obiettivo', icon: Target },
  { to: '/coach', label: 'Chiedi al coach', icon: Bot },
  { to: '/more', label: 'Altro', icon: EllipsisVertical },
];

export const QuickActions = memo(function QuickActions() {
  return (
    <nav aria-label="Azioni rapide">
      <ul className="grid grid-cols-4 gap-2 [&>*]:min-w-0">
        {actions.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full flex-col items-center gap-1.5 rounded-2xl break-words hyphens-auto border border-slate-200 bg-white p-3 text-center text-xs font-medium text-slate-800 shadow-sm hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <Icon aria-hidden="true" className="size-5 text-brand-700" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});
