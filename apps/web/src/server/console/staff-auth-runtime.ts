import 'server-only';
import type { Db } from '@forecourt/db';
import { getFormSecret } from '../leads/form-secret.ts';
import { getLogger } from '../logger.ts';
import { getMailer } from '../mailer-runtime.ts';
import type { StaffAuthDeps } from '../staff/staff-sign-in.ts';

/** What staff sign-in needs in this process: the database, the form secret, the mailer. */
export function getStaffAuthDeps(db: Db): StaffAuthDeps {
  return {
    db,
    secret: getFormSecret(),
    mailer: getMailer(),
    now: new Date(),
    log: getLogger().child({ component: 'console-sign-in' }),
  };
}
