import Link from 'next/link';
import { CheckIcon, DownloadIcon, MailIcon, SwapIcon } from '@/components/ui/icons';
import { ANALYTICS_EVENTS } from '@/lib/analytics';
import type { VehiclePageModel } from '../_lib/vehicle-page-model.ts';
import { TrackedLink } from './tracked-link.tsx';

const actionIcons = {
  'history-report': <DownloadIcon />,
  'trade-in': <SwapIcon />,
  reserve: <CheckIcon />,
  'online-purchase': <CheckIcon />,
  whatsapp: <MailIcon />,
} as const;

/** History report, trade-in, reserve, online purchase and WhatsApp: core's vehicle actions. */
export function CarActionControl({
  kind,
  model,
  className,
}: {
  kind: keyof typeof actionIcons;
  model: VehiclePageModel;
  className: string;
}) {
  const action = model.actions.find((candidate) => candidate.kind === kind);
  if (!action || action.kind === 'instant-message') return null;
  const content = (
    <>
      {actionIcons[kind]}
      <span>{action.label}</span>
    </>
  );
  switch (action.kind) {
    case 'history-report':
      return (
        <TrackedLink
          eventId={ANALYTICS_EVENTS.historyReport}
          href={action.href}
          download={action.fileName}
          className={className}
        >
          {content}
        </TrackedLink>
      );
    case 'whatsapp':
      return (
        <a href={action.href} target="_blank" rel="noopener noreferrer" className={className}>
          {content}
        </a>
      );
    default:
      return (
        <Link prefetch={false} href={action.href} className={className}>
          {content}
        </Link>
      );
  }
}
