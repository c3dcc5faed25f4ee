/**
 * How much mail one address and one account can be sent (ADR 039). Every mail the outbox takes counts
 * against its address's hour, the verification mail included; a mail over the cap is withheld.
 */
export const MAIL_LIMITS = {
  /** Mails one address is sent in any hour. */
  perAddressPerHour: 10,
  /** Rate alerts one account may keep. */
  alertsPerAccount: 20,
} as const
