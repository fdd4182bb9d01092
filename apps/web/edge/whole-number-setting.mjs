// @ts-check

/**
 * A whole-number setting of the edge server (PORT, TRUSTED_PROXY_HOPS, METRICS_PORT): the
 * fallback when unset or empty, else the number, or an Error whose message is the one line to
 * print before exiting.
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {number | null} fallback
 * @param {number} min
 * @param {number} max
 * @returns {number | null}
 */
export function readWholeNumberSetting(env, name, fallback, min, max) {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}; got '${text}'.`);
  }
  return value;
}
