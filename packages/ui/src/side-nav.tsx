import { NavLink } from 'react-router-dom';
import { cx } from './class-names';
import { type NavItem, navLinkParts } from './nav-item';

type SideNavProps = {
  items: readonly NavItem[];
  /** Accessible name of the navigation landmark: the same as the bottom bar's. */
  label: string;
};

/**
 * The wide screen's navigation: a column of icon-and-label links, as tall as its parent,
 * scrolling on its own when the window is too short for every item.
 */
export function SideNav({ items, label }: SideNavProps) {
  return (
    <nav aria-label={label} className="h-full overflow-y-auto bg-white">
      <ul className="flex flex-col gap-1 p-3">
        {items.map((item) => (
          <li key={item.path}>
            <SideNavLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SideNavLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  const { end, badge, announcement } = navLinkParts(item);
  return (
    <NavLink
      to={item.path}
      end={end}
      className={({ isActive }) =>
        cx(
          'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm',
          'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700',
          isActive
            ? 'bg-brand-50 font-semibold text-brand-700'
            : 'font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )
      }
    >
      {({ isActive }) => (
        <>
          <Icon aria-hidden="true" className="size-5 shrink-0" strokeWidth={isActive ? 2.4 : 2} />
          <span className="min-w-0 flex-1 truncate">{item.label}</span>
          {badge !== undefined && (
            <span
              aria-hidden="true"
              className="min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white"
            >
              {badge}
            </span>
          )}
          {announcement !== undefined && <span className="sr-only">{announcement}</span>}
        </>
      )}
    </NavLink>
  );
}
