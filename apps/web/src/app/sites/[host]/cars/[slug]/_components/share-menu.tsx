'use client';

import type { ShareLink } from '@forecourt/core/vehicle/share-links';
import { useState } from 'react';
import { CheckIcon, ShareIcon } from '@/components/ui/icons';
import { showToast } from '@/components/ui/toast';

/** Spec 2 §9: the copy-link control says 'Copied' for 1.5 s. */
const COPIED_MS = 1500;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and insecure origins: fall back to a selected text field.
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}

interface ShareMenuProps {
  /** The page's own address: /cars/{slug} on this site. */
  path: string;
  copiedMessage: string;
  links: ShareLink[];
}

/**
 * Spec 2 §2 share: the Share button copies the page address and shows 'Copied {vehicle name}
 * to your clipboard!' for 3 s; the menu holds social and message links and a copy-link control.
 */
export function ShareMenu({ path, copiedMessage, links }: ShareMenuProps) {
  const [copied, setCopied] = useState(false);
  const address = () => new URL(path, window.location.origin).toString();

  const share = async () => {
    if (await copyText(address())) showToast(copiedMessage);
  };
  const copyLink = async () => {
    if (!(await copyText(address()))) return;
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <div className="flex flex-wrap items-start gap-2">
      <button
        type="button"
        onClick={share}
        data-slot="share-button"
        className="inline-flex min-h-11 items-center gap-2 rounded-brand border border-line px-3 font-semibold hover:bg-subtle"
      >
        <ShareIcon />
        Share
      </button>
      <details className="relative">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-brand border border-line px-3 font-semibold hover:bg-subtle [&::-webkit-details-marker]:hidden">
          Share via…
        </summary>
        <ul className="absolute left-0 z-30 mt-1 w-56 rounded-brand border border-line bg-surface p-2 shadow-lg">
          {links.map((link) => (
            <li key={link.channel}>
              <a
                href={link.href}
                target={link.popup ? '_blank' : undefined}
                rel={link.popup ? 'noopener noreferrer' : undefined}
                onClick={(event) => {
                  if (!link.popup) return;
                  event.preventDefault();
                  window.open(link.href, 'share', 'width=550,height=400,noopener');
                }}
                className="flex min-h-11 items-center rounded-brand px-2 hover:bg-subtle"
              >
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={copyLink}
              className="flex min-h-11 w-full items-center gap-2 rounded-brand px-2 text-left hover:bg-subtle"
            >
              {copied ? (
                <>
                  <CheckIcon className="size-4 text-success" /> Copied
                </>
              ) : (
                'Copy link'
              )}
            </button>
          </li>
        </ul>
      </details>
    </div>
  );
}
