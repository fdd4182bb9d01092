// npm run reservations -- --site harbour-ford [--release <id> | --convert <id>]
// Lists a site's reservations; a dealer releases one (the car goes back on sale, a paid deposit
// is refunded by the app's worker within 15 s) or converts one (sold). Until the dealer console.
// Exit code 0: done; 1: no such site or reservation, or the database is in use; 2: bad arguments.
import { formatCents } from '@forecourt/core/format';
import { databaseOptionsFromEnv, openDatabase } from '../client.ts';
import {
  changeReservation,
  getReservation,
  listSiteReservations,
  requestReservationRelease,
} from '../repositories/reservations.ts';
import { getSiteBySlug } from '../repositories/sites.ts';
import { announceDatabase, exitWith, startCommand } from './command-line.ts';

const usage = `Usage: npm run reservations -- --site <slug> [--release <id> | --convert <id>]
Lists a site's most recent reservations; --release <id> puts the car back on sale (a paid
deposit is refunded by the app within 15 s); --convert <id> marks a held reservation sold.`;
const { values } = startCommand(usage, {
  site: { type: 'string' },
  release: { type: 'string' },
  convert: { type: 'string' },
});
const id = Number(values.release ?? values.convert ?? 0);
if (!values.site || (values.release && values.convert) || !Number.isSafeInteger(id) || id < 0) {
  exitWith(usage, 2);
}

const databaseOptions = databaseOptionsFromEnv();
announceDatabase(databaseOptions);
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(databaseOptions);
} catch (error) {
  console.error(
    `Could not open the database (${error instanceof Error ? error.message : String(error)}).\nWhile npm start serves the embedded database only it can change reservations: stop it first, or run the app on PostgreSQL (DATABASE_URL).`,
  );
  process.exit(1);
}
try {
  const site = await getSiteBySlug(database.db, values.site);
  if (!site) {
    console.error(`No site with slug '${values.site}'.`);
    process.exitCode = 1;
  } else if (values.release) {
    const done = await requestReservationRelease(database.db, site.id, id, new Date());
    console.log(
      done
        ? `Reservation #${id} released: the app frees the car and refunds any deposit within 15 s.`
        : `No live reservation #${id} on ${site.name}.`,
    );
    if (!done) process.exitCode = 1;
  } else if (values.convert) {
    const found = await getReservation(database.db, id);
    const change =
      found?.siteId === site.id
        ? await changeReservation(database.db, id, 'convert', new Date())
        : ({ kind: 'missing' } as const);
    if (change.kind === 'changed') console.log(`Reservation #${id} converted: sold.`);
    else {
      console.log(
        change.kind === 'refused'
          ? `Reservation #${id} is ${change.reservation.status}: only a held one can be converted.`
          : `No reservation #${id} on ${site.name}.`,
      );
      process.exitCode = 1;
    }
  } else {
    const rows = await listSiteReservations(database.db, site.id);
    console.log(`${site.name}: ${rows.length} most recent reservation(s)\n`);
    for (const row of rows) {
      const until = row.status === 'held' ? ` until ${row.holdExpiresAt?.toISOString()}` : '';
      console.log(
        `#${row.id}  ${row.status}${until}  car ${row.carId}  ${formatCents(row.amountCents)} (${row.mode})  ${row.firstName} ${row.lastName} ${row.phone} ${row.email}`,
      );
    }
  }
} finally {
  await database.close();
}
