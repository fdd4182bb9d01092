/** dd/MM/yyyy from an ISO date ('2025-07-01') or a Date (read in UTC+10 for AEST display). */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (!match) throw new RangeError(`Not an ISO date: ${value}`);
    return `${match[3]}/${match[2]}/${match[1]}`;
  }
  const aest = new Date(value.getTime() + 10 * 60 * 60 * 1000);
  const day = String(aest.getUTCDate()).padStart(2, '0');
  const month = String(aest.getUTCMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${aest.getUTCFullYear()}`;
}
