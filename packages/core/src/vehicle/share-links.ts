import { toTelHref } from '../phone/phone.ts';

export type ShareChannel = 'facebook' | 'twitter' | 'whatsapp' | 'email' | 'sms' | 'tel';

export interface ShareLink {
  channel: ShareChannel;
  label: string;
  href: string;
  /** Facebook and Twitter open a 550×400 share dialog (spec 2 §2). */
  popup: boolean;
}

/** The toast shown after copying the page address (spec 2 §2), for 3 s. */
export function getCopiedMessage(vehicleName: string): string {
  return `Copied ${vehicleName} to your clipboard!`;
}

/** Social and message share links for a vehicle page (spec 2 §2); tel only with a phone. */
export function getShareLinks(
  pageUrl: string,
  vehicleName: string,
  phone: string | null,
): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(`${vehicleName} ${pageUrl}`);
  const links: ShareLink[] = [
    {
      channel: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      popup: true,
    },
    {
      channel: 'twitter',
      label: 'Twitter',
      href: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(vehicleName)}`,
      popup: true,
    },
    { channel: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${text}`, popup: false },
    {
      channel: 'email',
      label: 'Email',
      href: `mailto:?subject=${encodeURIComponent(vehicleName)}&body=${text}`,
      popup: false,
    },
    { channel: 'sms', label: 'SMS', href: `sms:?&body=${text}`, popup: false },
  ];
  if (phone) links.push({ channel: 'tel', label: 'Call', href: toTelHref(phone), popup: false });
  return links;
}
