'use client';

import { type ComponentProps, type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * Filter controls that follow the search the server answered without being remounted. A
 * remount (a `key` that changes with each search) throws keyboard focus to <body> and drops
 * whatever was typed since the last search went out. Each control keeps its own value, takes
 * the server's when a new search arrives, and its changes bubble to SearchShell as usual.
 * What the shopper typed or ticked before hydration (React leaves it on screen) becomes the
 * control's value once hydration ends, so the next render does not wipe it.
 */
function useServerValue<T>(
  server: T,
  readScreen: () => T | undefined,
  editing = false,
): [T, (next: T) => void] {
  const [value, setValue] = useState(server);
  const [seen, setSeen] = useState(server);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when hydration ends
  useLayoutEffect(() => {
    const onScreen = readScreen();
    if (onScreen !== undefined && !Object.is(onScreen, server)) setValue(onScreen);
  }, []);
  // A new answer from the server: adopt it, unless the shopper is typing in this very box
  // (the answer is for what they typed a moment ago; their latest text is already on its way).
  if (!Object.is(server, seen)) {
    setSeen(server);
    if (!editing) setValue(server);
  }
  return [value, setValue];
}

type ControlProps<E extends 'input' | 'select'> = Omit<
  ComponentProps<E>,
  'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'onChange' | 'ref'
>;

const isFocused = (ref: RefObject<HTMLElement | null>) =>
  ref.current !== null && ref.current === document.activeElement;

/** A text box whose text is the search's until the shopper types in it. */
export function SyncedTextInput({
  value: server,
  ...props
}: ControlProps<'input'> & { value: string }) {
  const ref = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const [value, setValue] = useServerValue(server, () => ref.current?.value, focused);
  // Focused before hydration (a tap on a slow phone): React saw no focus event.
  useLayoutEffect(() => {
    if (isFocused(ref)) setFocused(true);
  }, []);
  return (
    <input
      {...props}
      ref={ref}
      value={value}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

/** A checkbox ticked when the search has its value. */
export function SyncedCheckbox({
  checked: server,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked' | 'onChange' | 'ref'> & {
  checked: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const [checked, setChecked] = useServerValue(server, () => ref.current?.checked);
  return (
    <input
      {...props}
      ref={ref}
      type="checkbox"
      checked={checked}
      onChange={(event) => setChecked(event.target.checked)}
    />
  );
}

/**
 * Radio buttons of one name, one of them chosen: the search's value ('' for All). One state for
 * the group, so choosing one unchooses the others.
 */
export function SyncedRadioGroup({
  name,
  value: server,
  options,
  idPrefix,
}: {
  name: string;
  value: string;
  options: { value: string; label: string; count: number | null }[];
  idPrefix: string;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const [value, setValue] = useServerValue(
    server,
    () => ref.current?.querySelector<HTMLInputElement>('input:checked')?.value,
  );
  return (
    <ul ref={ref} className="space-y-0.5">
      {options.map((option, index) => (
        <li key={option.value}>
          <label
            htmlFor={`${idPrefix}-${index}`}
            className="flex min-h-9 cursor-pointer items-center gap-2"
          >
            <input
              id={`${idPrefix}-${index}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => setValue(option.value)}
              className="size-5 accent-primary"
            />
            <span className="flex-1">{option.label}</span>
            {option.count === null ? null : (
              <span className="text-muted text-sm">{option.count.toLocaleString('en-AU')}</span>
            )}
          </label>
        </li>
      ))}
    </ul>
  );
}

/** A select showing the search's choice. */
export function SyncedSelect({
  value: server,
  ...props
}: ControlProps<'select'> & { value: string }) {
  const ref = useRef<HTMLSelectElement>(null);
  const [value, setValue] = useServerValue(server, () => ref.current?.value);
  return (
    <select {...props} ref={ref} value={value} onChange={(event) => setValue(event.target.value)} />
  );
}
