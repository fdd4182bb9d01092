export {
  isRoleScopeValid,
  mayGrant,
  roleAllows,
  type StaffAction,
  type StaffGrant,
  type StaffRole,
  type StaffScope,
  scopeContains,
  staffActions,
  staffRoles,
} from './roles.ts';
