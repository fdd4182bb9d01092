'use client';

import { type ComponentProps, useState } from 'react';

/**
 * Filter controls that follow the search the server answered without being remounted. A
 * remount (a `key` that changes with each search) throws keyboard focus to <body> and drops
 * whatever was typed since the last search went out. Each control keeps its own value, takes
 * the server's when a new search arrives, and its changes bubble to SearchShell as usual.
 */
function useServerValue<T>(server: T, editing = false): [T, (next: T) => void] {
  const [value, setValue] = useState(server);
  const [seen, setSeen] = useState(server);
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
  'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'onChange'
>;

/** A text box whose text is the search's until the shopper types in it. */
export function SyncedTextInput({
  value: server,
  ...props
}: ControlProps<'input'> & { value: string }) {
  const [focused, setFocused] = useState(false);
  const [value, setValue] = useServerValue(server, focused);
  return (
    <input
      {...props}
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
}: Omit<ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked' | 'onChange'> & {
  checked: boolean;
}) {
  const [checked, setChecked] = useServerValue(server);
  return (
    <input
      {...props}
      type="checkbox"
      checked={checked}
      onChange={(event) => setChecked(event.target.checked)}
    />
  );
}

/** A select showing the search's choice. */
export function SyncedSelect({
  value: server,
  ...props
}: ControlProps<'select'> & { value: string }) {
  const [value, setValue] = useServerValue(server);
  return <select {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}
