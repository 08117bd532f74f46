import { type GoalTemplate } from '@traguardo/domain/entities';
import { formatCount, formatEuro } from '@traguardo/domain/format';
import { goalTemplates } from '@traguardo/sample-data/goal-templates';
import { templateIcon } from './template-icon';

type TemplatePickerProps = {
  id: string;
  onChoose: (template: GoalTemplate) => void;
};

export function TemplatePicker({ id, onChoose }: TemplatePickerProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titolo`}
      className="rounded-2xl border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id={`${id}-titolo`} className="mb-3 font-semibold text-slate-900">
        Scegli un modello
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0">
        {goalTemplates.map((template) => {
          const Icon = templateIcon(template.icon);
          return (
            <li key={template.id}>
              <button
                type="button"
                onClick={() => onChoose(template)}
                className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-medium text-slate-900">{template.name}</span>
                  <span className="block text-sm text-slate-600">
                    {`${formatEuro(template.target)} in ${formatCount(template.years, 'anno', 'anni')}`}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
