import { type Role } from '@traguardo/domain/role';
import { appHref, type AppName } from '@traguardo/ui/app-links';

type RoleCardProps = {
  app: Extract<AppName, Role>;
  title: string;
  text: string;
  action: string;
};

/** The whole card is one full-page link: a tap anywhere on it, or Enter, opens the app. */
export function RoleCard({ app, title, text, action }: RoleCardProps) {
  return (
    <a
      href={appHref(app, app)}
      className="group flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <p className="flex-1 text-slate-700">{text}</p>
      <span className="inline-flex items-center justify-center rounded-xl bg-brand-700 px-4 py-2.5 font-medium text-white group-hover:bg-brand-800">
        {action}{' '}
        <span aria-hidden="true" className="ml-1.5">
          →
        </span>
      </span>
    </a>
  );
}
