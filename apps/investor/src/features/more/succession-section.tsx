import { Circle, CircleCheck, ScrollText } from 'lucide-react';
import { successionPlan } from '@traguardo/sample-data/investor-extras';
import { SectionCard } from './section-card';

export function SuccessionSection() {
  return (
    <SectionCard title="Piano di successione" icon={ScrollText}>
      <p className="text-sm text-slate-700">{successionPlan.summary}</p>
      <ul className="mt-2 flex flex-col gap-2">
        {successionPlan.steps.map((step) => (
          <li key={step.id} className="flex items-center gap-2 text-sm">
            {step.status === 'done' ? (
              <CircleCheck aria-hidden="true" className="size-5 text-emerald-600" />
            ) : (
              <Circle aria-hidden="true" className="size-5 text-slate-400" />
            )}
            <span>{step.title}</span>
            <span className="sr-only">{step.status === 'done' ? '(fatto)' : '(da fare)'}</span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
