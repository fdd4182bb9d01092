'use client';

import {
  RESERVATION_MESSAGES,
  type ReservationAnswer,
  readReservationAnswer,
} from '@forecourt/core/checkout';
import { formatPrice } from '@forecourt/core/format';
import { readOrNull } from '@forecourt/core/json';
import type { FormField } from '@forecourt/core/leads';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { FormFailure } from '@/components/leads/error-summary';
import { FieldGrid } from '@/components/leads/field-grid';
import { SubmitButton } from '@/components/leads/submit-button';
import { useFieldsForm } from '@/components/leads/use-fields-form';
import { postJson } from '@/lib/json-client';

type Values = Record<string, unknown>;

/**
 * The reserve form (issue 15 §2): the shopper's details and the terms, checked in the browser
 * by the rules the server runs. On success the browser goes to the payment page (card) or the
 * reservation page (pay at the dealership); a shopper who just missed out is told so and shown
 * similar cars.
 */
export function ReserveForm({
  carId,
  fields,
  initial,
  submitLabel,
  endpoint = '/api/reservations',
}: {
  carId: number;
  fields: FormField[];
  initial: Values;
  submitLabel: string;
  /** Where it posts: the reserve API, or the purchase journey's last step. */
  endpoint?: '/api/reservations' | '/api/checkout-journey/reserve';
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useFieldsForm(fields, initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [missed, setMissed] = useState<ReservationAnswer | null>(null);
  const notice = useRef<HTMLDivElement>(null);

  const reserve = handleSubmit(async (values) => {
    setFailure(null);
    const { status, body } = await postJson(endpoint, { car_id: carId, values });
    const answer = readOrNull(readReservationAnswer, body) ?? { ok: false };
    const next = answer.redirect_url ?? answer.reservation_url;
    if (answer.ok && next) {
      window.location.assign(next);
      return;
    }
    for (const [name, message] of Object.entries(answer.errors ?? {})) setError(name, { message });
    if (status === 409 && answer.similar) {
      setMissed(answer);
      requestAnimationFrame(() => notice.current?.focus());
      return;
    }
    if (!answer.errors) setFailure(answer.message ?? RESERVATION_MESSAGES.failed);
  });

  if (missed) {
    return (
      <div
        ref={notice}
        tabIndex={-1}
        role="alert"
        className="rounded-brand border-2 border-line p-4 outline-none"
      >
        <p className="font-semibold">{missed.message}</p>
        {missed.similar && missed.similar.length > 0 ? (
          <ul className="mt-3 list-disc pl-5">
            {missed.similar.map((car) => (
              <li key={car.url}>
                <Link prefetch={false} href={car.url} className="text-primary underline">
                  {car.name}
                </Link>
                {car.price > 0 ? `, ${formatPrice(car.price)}` : ''}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={reserve} className="flex flex-col gap-4">
      <FieldGrid fields={fields} idPrefix="reserve" register={register} errors={errors} />
      <FormFailure message={failure} />
      <SubmitButton busy={isSubmitting} label={submitLabel} />
    </form>
  );
}
