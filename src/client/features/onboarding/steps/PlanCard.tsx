import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';

export function PlanCard({
  name,
  price,
  cadence,
  features,
  highlighted = false,
  action,
  disabled,
  note,
  onChoose,
}: {
  name: string;
  price: string;
  cadence: string;
  features: readonly string[];
  highlighted?: boolean;
  action: string;
  disabled: boolean;
  note?: ReactNode;
  onChoose: () => void;
}) {
  return (
    <article
      aria-label={`${name} plan`}
      className={`flex flex-col rounded-2xl p-5 ring-1 ${highlighted ? 'bg-teal-50/60 ring-2 ring-teal-600' : 'bg-white ring-slate-200'}`}
    >
      <h2 className="text-lg font-bold text-slate-900">{name}</h2>
      <p className="mt-2">
        <span className="text-3xl font-bold text-slate-900">{price}</span>{' '}
        <span className="text-sm text-slate-500">{cadence}</span>
      </p>
      <ul className="mt-4 flex-1 space-y-2">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-teal-700" />
            {feature}
          </li>
        ))}
      </ul>
      {note && <p className="mt-4 text-sm text-amber-800">{note}</p>}
      <Button className="mt-5 w-full" variant={highlighted ? 'primary' : 'secondary'} disabled={disabled} onClick={onChoose}>
        {action}
      </Button>
    </article>
  );
}
