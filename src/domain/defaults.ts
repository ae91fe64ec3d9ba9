import { DEFAULT_REVISIONS_KEEP } from '../contract/revisions.ts';

/**
 * The server's defaults for the settings the in-memory API follows too (their variables in
 * docs/operations.md), read by both so that the twins start from the same values.
 */
export const SETTING_DEFAULTS = {
  /** `TRASH_RETENTION_DAYS`: days a trashed item is kept before the automatic purge. */
  trashRetentionDays: 30,
  /** `REVISIONS_KEEP`: revisions kept per record. */
  revisionsKeep: DEFAULT_REVISIONS_KEEP,
  /** `PREVIEW_TTL_SECONDS`: how long a draft preview link works. */
  previewTtlSeconds: 86_400,
  /** `OTP_TTL_SECONDS`: how long a one-time code works. */
  otpTtlSeconds: 300,
  /** `OTP_COOLDOWN_SECONDS`: the wait before another code may be sent. */
  otpCooldownSeconds: 30,
  /** `OTP_MAX_PER_HOUR`: codes mailed per account per hour. */
  otpMaxPerHour: 5,
  /** `OTP_MAX_ATTEMPTS`: wrong entries before a code stops working. */
  otpMaxAttempts: 5,
} as const;
