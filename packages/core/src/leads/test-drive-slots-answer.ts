import {
  type Check,
  type Infer,
  list,
  positiveInt,
  readShape,
  record,
  text,
} from '../json/shape.ts';
import type { TestDriveDay } from './test-drive-slots.ts';

const testDriveDay: Check<TestDriveDay> = record({
  date: text,
  label: text,
  slots: list(record({ startsAt: text, label: text })),
});

const testDriveSlotsAnswer = record({
  location: record({ id: positiveInt, name: text }),
  /** The location's IANA zone, which the labels are in. */
  timeZone: text,
  slotMinutes: positiveInt,
  days: list(testDriveDay),
});

/** GET /api/test-drive/slots' answer: the free slots at one location (spec 1 §7). */
export type TestDriveSlotsAnswer = Infer<typeof testDriveSlotsAnswer>;

/** The answer in `body`; a TypeError when it is not one (a refusal, a proxy's error page). */
export function readTestDriveSlotsAnswer(body: unknown): TestDriveSlotsAnswer {
  return readShape(testDriveSlotsAnswer, body, 'a test-drive slots answer');
}
