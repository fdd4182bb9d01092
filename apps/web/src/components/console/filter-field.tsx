import type { ComponentProps } from 'react';
import { inputClass } from '@/components/ui/input-class';

/** One labelled input of a console filter form (a GET form: the address keeps the filters). */
export function FilterField({
  id,
  label,
  ...input
}: { id: string; label: string } & ComponentProps<'input'>) {
  return (
    <div>
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <input id={id} className={inputClass} {...input} />
    </div>
  );
}
