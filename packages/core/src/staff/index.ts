export { type ConsoleAnswer, toConsoleAnswer } from './console-answer.ts';
export {
  INBOX_QUERY_MESSAGE,
  INBOX_SHORT_TEXT_MESSAGE,
  type InboxQuery,
  inboxSearch,
  parseInboxQuery,
  toInstantRange,
} from './inbox-query.ts';
export {
  acceptInvitationBodySchema,
  INVITATION_MESSAGES,
  inviteBodySchema,
  PASSWORD_RESET_MESSAGES,
  passwordResetBodySchema,
  passwordResetRequestSchema,
  staffRoleLabels,
} from './invitation-rules.ts';
export {
  LEAD_CHANGE_MESSAGES,
  type LeadChangeBody,
  leadChangeBodySchema,
  readLeadChange,
} from './lead-change.ts';
export { formatConsoleTime, formatDuration, leadKindLabels } from './lead-labels.ts';
export {
  isOverdue,
  type LeadStatus,
  type LostReason,
  leadStatuses,
  leadStatusLabels,
  lostReasons,
} from './lead-workflow.ts';
export { type OpenSchedule, openMinutesBetween } from './open-minutes.ts';
export {
  type DealershipPlace,
  isRoleScopeValid,
  mayAt,
  mayGrant,
  roleAllows,
  rolesAt,
  type StaffAction,
  type StaffGrant,
  type StaffRole,
  type StaffScope,
  scopeContains,
  staffActions,
  staffRoles,
} from './roles.ts';
export {
  STAFF_EMAIL_CODE_TTL_MS,
  STAFF_EMAIL_CODE_WRONG_GUESSES,
  STAFF_IDLE_TIMEOUT_MS,
  STAFF_PASSWORD_LIMITS,
  STAFF_SESSION_MAX_MS,
  STAFF_SIGN_IN_MESSAGES,
  staffCodeBodySchema,
  staffPasswordBodySchema,
} from './sign-in-rules.ts';
