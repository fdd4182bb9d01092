/** A lead id from the address: digits only, within PostgreSQL's integer; else null (404). */
export function readLeadId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
