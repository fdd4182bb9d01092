'use client';

import type { ShareLink } from '@forecourt/core/vehicle';
import { Popover } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
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
  /** What is shared: the vehicle's name. */
  title: string;
  copiedMessage: string;
  links: ShareLink[];
  /** The button's look where it sits (sidebar chip, sheet row); its content stays the same. */
  className?: string;
  children?: ReactNode;
}

// A line of the menu: a link or the copy button, full width and left-aligned.
const itemLook = {
  variant: 'ghost',
  className: 'flex w-full justify-start px-2 text-left font-normal focus-visible:bg-subtle',
} as const;

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
        <Button
          variant="secondary"
          data-slot="share-button"
          // With a share sheet of its own, the browser shows that instead of the popover.
          aria-haspopup={native ? undefined : 'dialog'}
          aria-expanded={native ? undefined : open}
          onClick={(event) => {
            if (!native) return;
            event.preventDefault();
            void shareNatively();
          }}
          className={className}
        >
          {children ?? (
            <>
              <ShareIcon />
              <span>Share</span>
            </>
          )}
        </Button>
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
                  className={buttonVariants(itemLook)}
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <Button {...itemLook} onClick={copyLink}>
                {copied ? (
                  <>
                    <CheckIcon className="size-4 text-success" /> Copied
                  </>
                ) : (
                  'Copy link'
                )}
              </Button>
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
