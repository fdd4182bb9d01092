/** The look of every text input, select and textarea: 44 px tall, a red border when invalid. */
export const inputClass =
  'w-full min-h-11 rounded-brand border border-line bg-surface px-3 py-2 text-base text-text aria-[invalid=true]:border-danger aria-[invalid=true]:border-2';
