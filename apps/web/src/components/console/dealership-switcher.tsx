'use client';

import { STAFF_SIGN_IN_MESSAGES, toConsoleAnswer } from '@forecourt/core/staff';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/input-class';
import { postJson } from '@/lib/json-client';

/**
 * The dealership the console shows, for staff who work at several: choose, then Show (the
 * page does not change under the user while they move through the list).
 */
export function DealershipSwitcher({
  current,
  options,
}: {
  current: number;
  options: { id: number; name: string }[];
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const dealershipId = Number(new FormData(event.currentTarget).get('dealership'));
    const answer = toConsoleAnswer(
      (await postJson('/api/dealership', { dealershipId })).body,
      STAFF_SIGN_IN_MESSAGES.sendFailed,
    );
    if (answer.ok) window.location.assign('/leads');
    else setError(answer.message ?? null);
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-center gap-2">
      <label htmlFor={`${id}-dealership`} className="font-medium text-sm">
        Dealership
      </label>
      <select
        id={`${id}-dealership`}
        name="dealership"
        defaultValue={current}
        className={`${inputClass} w-auto`}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary" size="sm">
        Show
      </Button>
      {error ? (
        <p role="alert" className="w-full text-danger text-sm">
          {error}
        </p>
      ) : null}
    </form>
  );
}
