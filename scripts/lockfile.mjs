/** Optional dependencies named in the lockfile that have no package entry of their own. */
export function findMissingOptionalEntries(lock) {
  const missing = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${key ? `${key}/` : ''}node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (!lock.packages[nested] && !lock.packages[hoisted]) {
        missing.push({
          key: hoisted,
          version: String(version).replace(/^[\^~]/, ''),
          parentDev: entry.dev === true,
        });
      }
    }
  }
  return missing;
}
