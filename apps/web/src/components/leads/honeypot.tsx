import type { RefObject } from 'react';

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the
 * tab order) and that bots tend to fill. A filled one flags the lead as suspected spam.
 */
export function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className="-left-[10000px] absolute top-auto h-px w-px overflow-hidden">
      <label>
        Fax number
        <input
          ref={inputRef}
          type="text"
          name="fax_number"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}
