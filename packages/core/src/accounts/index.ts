export { type AccountAnswer, readAccountAnswer, toAccountAnswer } from './account-answer.ts';
export {
  deleteSavedSearchBodySchema,
  saveSearchBodySchema,
  sendCodeBodySchema,
  verifyCodeBodySchema,
  watchlistBodySchema,
} from './account-api.ts';
export { usesShopperAccounts } from './account-features.ts';
export {
  type AlertDigestContent,
  type AlertDigestItem,
  type AlertSender,
  getAlertReplyTo,
  renderAlertDigest,
} from './alert-digest.ts';
export { mergeAlertItems } from './alert-merge.ts';
export {
  ALERT_ITEM_MAX_AGE_MS,
  type AlertChannel,
  type AlertKind,
  alertDay,
  alertKinds,
  judgeWatchedCar,
  markChanged,
  type WatchedCarMark,
} from './alert-rules.ts';
export {
  type GateableFeature,
  MY_GARAGE_PATH,
} from './gated-routes.ts';
export {
  cleanSavedSearchName,
  MAX_SAVED_SEARCH_NAME,
  MAX_SAVED_SEARCHES,
  readSearchPagePath,
  SAVED_SEARCH_MESSAGES,
} from './saved-search-rules.ts';
export {
  getShopperDetailsFields,
  readShopperDetailsForm,
} from './shopper-details-form.ts';
export {
  getPasskeyChallengeLimit,
  getSignInCodeLimits,
  getWrongGuessLimit,
  isSmsBudget,
  type SignInLimit,
} from './sign-in-limits.ts';
export {
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_CHALLENGES_PER_CLIENT_PER_HOUR,
  PASSKEY_PURPOSES,
  type PasskeyPurpose,
  readSignInTarget,
  SESSION_TTL_MS,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_TTL_MS,
  SIGN_IN_CODES_PER_CLIENT_ALL_SITES_PER_HOUR,
  SIGN_IN_CODES_PER_CLIENT_PER_HOUR,
  SIGN_IN_CODES_PER_NUMBER_ALL_SITES_PER_HOUR,
  SIGN_IN_MESSAGES,
  SIGN_IN_WRONG_GUESSES_PER_CLIENT_PER_HOUR,
  SIGN_IN_WRONG_GUESSES_PER_CODE,
  signInHref,
  toAustralianMobile,
} from './sign-in-rules.ts';
export {
  WATCHLIST_FAILED,
  WATCHLIST_PATH,
  watchlistRemovedToast,
  watchlistSavedToast,
} from './watchlist-texts.ts';
