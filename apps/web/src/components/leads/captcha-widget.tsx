'use client';

import type {} from 'altcha/types/react';
import { type RefObject, useEffect, useRef } from 'react';

export interface CaptchaHandle {
  /** The solved payload, solving now if need be; null if it cannot be solved. */
  getPayload(): Promise<string | null>;
  /** A new challenge after a submission used the solution. */
  reset(): void;
}

type Widget = HTMLElement & {
  verify?: () => Promise<{ payload: string } | null>;
  reset?: () => void;
};

/**
 * The self-hosted proof-of-work captcha (ALTCHA, spec 2 §5: shown by default). It starts
 * solving when the form appears, so most shoppers never wait. The widget is imported in an
 * effect: a static import breaks hydration (STACK-NOTES).
 */
export function CaptchaWidget({ handle }: { handle: RefObject<CaptchaHandle | null> }) {
  const widget = useRef<Widget>(null);
  const payload = useRef<string | null>(null);

  useEffect(() => {
    let active = true;
    import('altcha').catch(() => undefined);
    const element = widget.current;
    const onVerified = (event: Event) => {
      payload.current = (event as CustomEvent<{ payload?: string }>).detail?.payload ?? null;
    };
    const onExpired = () => {
      payload.current = null;
    };
    element?.addEventListener('verified', onVerified);
    element?.addEventListener('expired', onExpired);
    handle.current = {
      async getPayload() {
        if (payload.current) return payload.current;
        try {
          await customElements.whenDefined('altcha-widget');
          const result = await widget.current?.verify?.();
          if (result?.payload && active) payload.current = result.payload;
        } catch {
          return null;
        }
        return payload.current;
      },
      reset() {
        payload.current = null;
        widget.current?.reset?.();
      },
    };
    return () => {
      active = false;
      element?.removeEventListener('verified', onVerified);
      element?.removeEventListener('expired', onExpired);
      handle.current = null;
    };
  }, [handle]);

  return (
    <div className="sm:col-span-2">
      <altcha-widget
        ref={widget}
        challenge="/api/leads/captcha"
        auto="onload"
        name="altcha"
        suppressHydrationWarning
      />
    </div>
  );
}
