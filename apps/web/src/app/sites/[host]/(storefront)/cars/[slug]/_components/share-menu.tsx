'use client';

import type { ShareLink } from '@forecourt/core/vehicle/share-links';
import { Popover } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { CheckIcon, ShareIcon } from '@/components/ui/icons';
import { showToast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';

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
  /** What is shared: the vehicle's name. */
  title: string;
  copiedMessage: string;
  links: ShareLink[];
  /** The button's look where it sits (sidebar chip, sheet row); its content stays the same. */
  className?: string;
  children?: ReactNode;
}

const itemClass =
  'flex min-h-11 w-full items-center gap-2 rounded-brand px-2 text-left hover:bg-subtle focus-visible:bg-subtle';

/**
 * Spec 2 §2 share, as one control: the browser's own share sheet where it has one; elsewhere a
 * popover of the social and message links and 'Copy link', which copies the page address,
 * says 'Copied' for 1.5 s and shows 'Copied {vehicle name} to your clipboard!' for 3 s.
 */
export function ShareMenu({
  path,
  title,
  copiedMessage,
  links,
  className,
  children,
}: ShareMenuProps) {
  const [native, setNative] = useState(false);
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setNative(typeof navigator.share === 'function');
  }, []);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const address = () => new URL(path, window.location.origin).toString();

  const shareNatively = async () => {
    try {
      await navigator.share({ title, url: address() });
    } catch (error) {
      // The shopper closed the share sheet: nothing to do. Any other failure: offer the menu.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setOpen(true);
    }
  };
  const copyLink = async () => {
    if (!(await copyText(address()))) return;
    setCopied(true);
    showToast(copiedMessage);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          data-slot="share-button"
          // With a share sheet of its own, the browser shows that instead of the popover.
          aria-haspopup={native ? undefined : 'dialog'}
          aria-expanded={native ? undefined : open}
          onClick={(event) => {
            if (!native) return;
            event.preventDefault();
            void shareNatively();
          }}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-brand border border-line px-3 font-semibold hover:bg-subtle',
            className,
          )}
        >
          {children ?? (
            <>
              <ShareIcon />
              <span>Share</span>
            </>
          )}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          aria-label={`Share ${title}`}
          data-slot="share-menu"
          className="z-50 w-60 rounded-brand border border-line bg-surface p-2 text-text shadow-lg"
        >
          <ul>
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
                  className={itemClass}
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <button type="button" onClick={copyLink} className={itemClass}>
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
          <p role="status" className="sr-only">
            {copied ? copiedMessage : ''}
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
