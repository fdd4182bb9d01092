// Which fuzzed leads had to be stored: those the shared schemas (envelope and form) accept,
// judged here as the browser would judge them, independently of what the server answered.
import type { Car } from '@forecourt/core/car';
import {
  getLeadForm,
  getLeadFormSchema,
  leadSubmissionSchema,
  withFieldDefaults,
} from '@forecourt/core/leads';
import type { Location } from '@forecourt/core/location';
import type { FuzzAnswer } from '@forecourt/testing/lead-fuzz';
import type { Site } from '../../site.ts';
import { buildFormContext } from '../form-context.ts';

export interface LeadSiteData {
  site: Site;
  /** The site's visible locations. */
  locations: Location[];
  /** Listed cars of the site by id; a lead naming another car may rightly be refused. */
  cars: Map<number, Car>;
  tradeInMakes: string[];
  now: Date;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function parseBody(body: FuzzAnswer['request']['body']): unknown {
  try {
    return JSON.parse(typeof body === 'string' ? body : strictUtf8.decode(body));
  } catch {
    return undefined;
  }
}

/**
 * The well-formed lead submissions among `answers`, with the status each got. Leads naming a
 * test-drive time are left out: whether that slot is still free is the schedule's rule (and
 * another fuzzed lead may have booked it), not the schema's.
 */
export function findWellFormedLeads(
  answers: FuzzAnswer[],
  data: LeadSiteData,
): { key: string; status: number; control: boolean }[] {
  const found: { key: string; status: number; control: boolean }[] = [];
  for (const { request, status } of answers) {
    if (request.method !== 'POST' || request.path !== '/api/leads') continue;
    if (request.body === undefined) continue;
    const envelope = leadSubmissionSchema.safeParse(parseBody(request.body));
    if (!envelope.success) continue;
    const submission = envelope.data;
    const car = submission.carId === null ? null : data.cars.get(submission.carId);
    if (car === undefined) continue;
    const context = buildFormContext(data.site, data.locations, car, data.now);
    const form = getLeadForm(submission.form, context, {
      budget: submission.prefill.budget,
      preferredDealership: submission.prefill.preferredDealership,
      makes: data.tradeInMakes,
    });
    const values = getLeadFormSchema(form).safeParse(
      withFieldDefaults(form.fields, submission.values),
    );
    if (!values.success || values.data.test_drive_at) continue;
    found.push({ key: submission.idempotencyKey, status, control: request.control === true });
  }
  return found;
}
