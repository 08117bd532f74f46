import { NavLink } from 'react-router-dom';
import { cx } from './class-names';
import { type NavItem, navLinkParts } from './nav-item';

type BottomNavProps = {
  items: readonly NavItem[];
  /** Accessible name of the navigation landmark, e.g. 'Navigazione principale'. */
  label: string;
};

/** The phone's navigation: a bar fixed to the foot of the viewport, icons over labels. */
export function BottomNav({ items, label }: BottomNavProps) {
  return (
    <nav
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
    >
      {/*
       * Eight items must fit a 360px phone: compact cells, scrolling only as a last resort.
       * One column per item, declared, the bar's height held, and each cell's icon placed from
       * the top: nothing in the bar depends on what comes after it in the page, so a frame the
       * browser paints while still reading the page (part of the bar read) shows it where it
       * stays.
       */}
      <ul
        className="mx-auto grid min-h-16 max-w-2xl overflow-x-auto"
        style={{ gridTemplateColumns: `repeat(${items.length}, minmax(2.75rem, 1fr))` }}
      >
        {items.map((item) => (
          <li key={item.path} className="min-w-0">
            <BottomNavLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BottomNavLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  const { end, badge, announcement } = navLinkParts(item);
  return (
    <NavLink
      to={item.path}
      end={end}
      className={({ isActive }) =>
        cx(
          'relative flex h-16 flex-col items-center gap-1 px-0.5 pt-2.5 text-[10px] leading-none font-medium sm:text-xs',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
          isActive ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900',
        )
      }
    >
      {({ isActive }) => (
        <>
          <span
            className={cx(
              'relative flex h-7 w-11 items-center justify-center rounded-full',
              isActive && 'bg-brand-50',
            )}
          >
            <Icon aria-hidden="true" className="size-5" strokeWidth={isActive ? 2.4 : 2} />
            {badge !== undefined && (
              <span
                aria-hidden="true"
                className="absolute -top-1 right-0 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white"
              >
                {badge}
              </span>
            )}
          </span>
          <span className="max-w-full truncate">{item.label}</span>
          {announcement !== undefined && <span className="sr-only">{announcement}</span>}
        </>
      )}
    </NavLink>
  );
}
