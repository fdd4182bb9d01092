import { getCarName } from '@forecourt/core/car/car';
import type { LeadFormKind } from '@forecourt/core/leads/lead-form-kind';
import type { VehicleControlKind } from '@forecourt/core/vehicle/mobile-bar';
import { getCopiedMessage, getShareLinks } from '@forecourt/core/vehicle/share-links';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { LeadDialog } from '@/components/leads/lead-dialog';
import {
  CameraIcon,
  CheckIcon,
  ClockIcon,
  DollarIcon,
  DownloadIcon,
  MailIcon,
  PrintIcon,
  SearchIcon,
  ShareIcon,
  SwapIcon,
} from '@/components/ui/icons';
import { CompareToggle } from '@/components/vehicle/compare-toggle';
import { FavouriteToggle } from '@/components/vehicle/favourite-toggle';
import { WatchlistToggle } from '@/components/vehicle/watchlist-toggle';
import { ANALYTICS_EVENTS } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { getLeadFormData } from '@/server/leads/lead-page-data';
import type { VehiclePageModel } from '../_lib/vehicle-page-model.ts';
import { financeEnquiryHref } from './lead-actions-slot.tsx';
import { SheetAnchor } from './more-sheet.tsx';
import { ShareMenu } from './share-menu.tsx';
import { TrackedLink } from './tracked-link.tsx';
import { VehicleCallPanel } from './vehicle-sidebar.tsx';

/** 'dock': a place in the phone bar, icon over label; 'row': a line of the 'More' sheet. */
export type ControlLook = 'dock' | 'row';

const looks = {
  dock: 'flex min-h-14 w-full min-w-0 flex-col items-center justify-center gap-0.5 rounded-brand px-1 py-1 text-center font-semibold text-xs leading-tight',
  row: 'flex min-h-12 w-full items-center justify-start gap-3 rounded-brand px-4 text-left font-semibold text-base',
} as const;
const tones = {
  accent: 'bg-accent text-on-accent hover:brightness-110',
  primary: 'bg-primary text-on-primary hover:brightness-110',
  plain:
    'border border-line bg-surface text-text hover:bg-subtle aria-pressed:border-primary aria-pressed:text-primary',
} as const;

/** The classes of a control in a look; enquiries stand out in the bar, the rest are plain. */
export function controlClass(look: ControlLook, tone: keyof typeof tones = 'plain'): string {
  return cn(looks[look], tones[tone]);
}

/** How many of the bar's equal places a control takes (its label is long). */
export function getDockSpan(kind: VehicleControlKind): 1 | 2 {
  return kind === 'find-similar' ? 2 : 1;
}

async function LeadControl({
  model,
  kind,
  look,
  label,
  icon,
  title,
  description,
}: {
  model: VehiclePageModel;
  kind: LeadFormKind;
  look: ControlLook;
  label: string;
  icon: ReactNode;
  title: string;
  description: string;
}) {
  const data = await getLeadFormData(model.site, kind, { car: model.car });
  return (
    <LeadDialog
      {...data}
      label={label}
      icon={icon}
      title={title}
      description={description}
      triggerClassName={controlClass(
        look,
        kind === 'vehicle-enquiry' && look === 'dock' ? 'primary' : 'plain',
      )}
    />
  );
}

/**
 * One of the vehicle page's controls (spec 2 §2) in the phone bar or its 'More' sheet. Each
 * does what its sidebar twin does: the same dialogs, pages, toggles and share targets.
 */
export function VehicleControl({
  kind,
  model,
  look,
}: {
  kind: VehicleControlKind;
  model: VehiclePageModel;
  look: ControlLook;
}) {
  const { car, site } = model;
  const name = getCarName(car);
  const className = controlClass(look);
  switch (kind) {
    case 'call':
      return (
        <VehicleCallPanel
          model={model}
          compact={look === 'dock'}
          className={look === 'dock' ? controlClass(look, 'accent') : undefined}
        />
      );
    case 'enquire':
      return (
        <LeadControl
          model={model}
          kind="vehicle-enquiry"
          look={look}
          label={look === 'dock' ? 'Enquire' : 'Enquire Now'}
          icon={<MailIcon />}
          title={`Enquire about the ${name}`}
          description="Ask us anything about this vehicle and we will get back to you."
        />
      );
    case 'find-similar':
      return (
        <a href={`${model.path}/find-similar`} className={controlClass(look, 'primary')}>
          <SearchIcon />
          <span>Find Me Something Similar</span>
        </a>
      );
    case 'watchlist':
      return (
        <WatchlistToggle
          variant="dock"
          car={{ id: car.id, name: model.name }}
          sold={!model.inStock}
          className={className}
        />
      );
    case 'favourite':
      return (
        <FavouriteToggle
          variant="dock"
          className={className}
          entry={{
            id: car.id,
            name: model.fullName,
            slug: car.slug,
            make: car.make,
            model: car.model,
            primary_image_url: car.images.find((image) => !image.isVideo)?.url ?? null,
          }}
        />
      );
    case 'test-drive':
      return (
        <LeadControl
          model={model}
          kind="test-drive"
          look={look}
          label="Test Drive"
          icon={<ClockIcon />}
          title={`Book a test drive of the ${name}`}
          description="Pick a time that suits you, or leave it to us and we will call you."
        />
      );
    case 'request-photos':
      return (
        <LeadControl
          model={model}
          kind="request-photos"
          look={look}
          label="Request Photos"
          icon={<CameraIcon />}
          title={`Request photos of the ${name}`}
          description="We will send you more photos of this vehicle."
        />
      );
    case 'calculate-finance':
      return look === 'row' ? (
        <SheetAnchor href="#finance-calculator" className={className}>
          <DollarIcon />
          <span>Calculate Finance</span>
        </SheetAnchor>
      ) : (
        <a href="#finance-calculator" className={className}>
          <DollarIcon />
          <span>Calculate Finance</span>
        </a>
      );
    case 'finance':
      return (
        <Link href={financeEnquiryHref(car)} className={className}>
          <DollarIcon />
          <span>{site.config.forms.financeButtonLabel}</span>
        </Link>
      );
    case 'compare':
      return (
        <CompareToggle
          entry={{ id: car.id, name: model.fullName, slug: car.slug }}
          max={site.config.vehiclePage.compareMax}
          className={className}
        />
      );
    case 'share':
      return (
        <ShareMenu
          path={model.path}
          title={model.fullName}
          copiedMessage={getCopiedMessage(model.fullName)}
          links={getShareLinks(model.url, model.fullName, model.phone)}
          className={className}
        >
          <ShareIcon />
          <span>Share</span>
        </ShareMenu>
      );
    case 'print':
      return (
        <TrackedLink
          eventId={ANALYTICS_EVENTS.print}
          href={`/print?car_id=${encodeURIComponent(car.slug)}`}
          target="_blank"
          rel="noopener"
          className={className}
        >
          <PrintIcon />
          <span>Print</span>
        </TrackedLink>
      );
    default:
      return <CarActionControl kind={kind} model={model} className={className} />;
  }
}

const actionIcons = {
  'history-report': <DownloadIcon />,
  'trade-in': <SwapIcon />,
  reserve: <CheckIcon />,
  'online-purchase': <CheckIcon />,
  whatsapp: <MailIcon />,
} as const;

/** History report, trade-in, reserve, online purchase and WhatsApp: core's vehicle actions. */
function CarActionControl({
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
        <Link href={action.href} className={className}>
          {content}
        </Link>
      );
  }
}
