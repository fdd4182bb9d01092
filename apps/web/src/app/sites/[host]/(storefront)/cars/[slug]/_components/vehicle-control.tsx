import { getCarName } from '@forecourt/core/car';
import type { LeadFormKind } from '@forecourt/core/leads';
import type { VehicleControlKind } from '@forecourt/core/vehicle';
import { getCopiedMessage, getShareLinks } from '@forecourt/core/vehicle';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { LeadDialog } from '@/components/leads/lead-dialog';
import {
  CameraIcon,
  ClockIcon,
  DollarIcon,
  MailIcon,
  PrintIcon,
  SearchIcon,
  ShareIcon,
} from '@/components/ui/icons';
import { CompareToggle } from '@/components/vehicle/compare-toggle';
import { FavouriteToggle } from '@/components/vehicle/favourite-toggle';
import { WatchlistToggle } from '@/components/vehicle/watchlist-toggle';
import { ANALYTICS_EVENTS } from '@/lib/analytics';
import { getCarLeadFormData } from '@/server/leads/lead-page-data';
import type { VehiclePageModel } from '../_lib/vehicle-page-model.ts';
import { CarActionControl } from './car-action-control.tsx';
import { type ControlLook, controlClass } from './control-looks.ts';
import { financeEnquiryHref } from './lead-actions-slot.tsx';
import { SheetAnchor } from './more-sheet.tsx';
import { ShareMenu } from './share-menu.tsx';
import { TrackedLink } from './tracked-link.tsx';
import { VehicleCallPanel } from './vehicle-sidebar.tsx';

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
  const data = await getCarLeadFormData(model.site, kind, model.car);
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
        <Link prefetch={false} href={financeEnquiryHref(car)} className={className}>
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
