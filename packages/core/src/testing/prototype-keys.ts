/**
 * Every name Object.prototype answers to (constructor, __proto__, toString, hasOwnProperty,
 * valueOf, __defineGetter__…): URL text that must never reach an inherited property.
 */
export const prototypeKeys: readonly string[] = [
  ...new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__', 'prototype']),
];
