import { formatPhone, toTelHref } from '@forecourt/core/phone';

/** A phone number as a tap-to-call link, shown the Australian way ('07 3286 1234'). */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={toTelHref(phone)} className="font-semibold text-primary underline underline-offset-4">
      {formatPhone(phone)}
    </a>
  );
}
