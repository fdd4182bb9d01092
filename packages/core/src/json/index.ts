export {
  type Check,
  type Infer,
  nonEmptyText,
  nullable,
  positiveInt,
  readOrNull,
  record,
  text,
} from './shape.ts';
