import { randomInt } from 'node:crypto'
import {
  type CreatePromoCodeRequest,
  normalisePromoCode,
  PROMO_CODE_ALPHABET,
  PROMO_CODE_LENGTH,
  type PromoCode,
  type UpdatePromoCodeRequest,
  type ValidatePromoCodeResponse,
} from '@shared/promo-codes/promo-code.schemas'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { PromoCodeRepository, PromoCodeRow, PromoCodeWithRevenue } from './promo-code.repository'

export const promoMessages = {
  empty: 'Please enter a promo code',
  unknown: 'Invalid promo code',
  inactive: 'This promo code is no longer active',
  expired: 'This promo code has expired',
  usedUp: 'This promo code has reached its usage limit',
} as const

/** How long a card checkout holds one use of its promo code before giving it back (ADR 036). */
export const PROMO_HOLD_MS = 30 * 60_000

export const generatePromoCode = () =>
  Array.from(
    { length: PROMO_CODE_LENGTH },
    () => PROMO_CODE_ALPHABET[randomInt(PROMO_CODE_ALPHABET.length)],
  ).join('')

/** Why a code cannot be used now, or null when it can. */
export function promoProblem(row: PromoCodeRow, now: Date): string | null {
  if (!row.isActive) return promoMessages.inactive
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return promoMessages.expired
  if (row.maxUses !== null && row.currentUses >= row.maxUses) return promoMessages.usedUp
  return null
}

export const toPromoCodeDto = (row: PromoCodeWithRevenue): PromoCode => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  discountPercentage: row.discountPercentage,
  accessDays: row.accessDays,
  isActive: row.isActive,
  maxUses: row.maxUses,
  currentUses: row.currentUses,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  totalRevenue: row.revenueCents / 100,
})

export function createPromoCodeService(repo: PromoCodeRepository, now: () => Date) {
  const withRevenue = async (id: string) => {
    const row = await repo.findWithRevenue(id)
    if (!row) throw notFound('Promo code')
    return toPromoCodeDto(row)
  }

  return {
    validate: async (rawCode: string): Promise<ValidatePromoCodeResponse> => {
      const code = normalisePromoCode(rawCode)
      if (!code) return { valid: false, promoCode: null, message: promoMessages.empty }
      const row = await repo.findByCode(code)
      if (!row) return { valid: false, promoCode: null, message: promoMessages.unknown }
      const problem = promoProblem(row, now())
      if (problem) return { valid: false, promoCode: null, message: problem }
      return {
        valid: true,
        promoCode: {
          id: row.id,
          code: row.code,
          name: row.name,
          discountPercentage: row.discountPercentage,
        },
        message: `${row.name}: ${row.discountPercentage}% off`,
      }
    },

    /** A promo the checkout may price with right now; a 400 with the reason otherwise. */
    usable: async (id: string): Promise<PromoCodeRow> => {
      const row = await repo.findById(id)
      if (!row) throw new AppError('BAD_REQUEST', promoMessages.unknown)
      const problem = promoProblem(row, now())
      if (problem) throw new AppError('BAD_REQUEST', problem)
      return row
    },

    /** Holds one use for a card checkout; false when the code has no use left to hold. */
    hold: (id: string) => repo.hold(id, now()),
    release: (id: string) => repo.release(id, now()),

    list: async (): Promise<PromoCode[]> => (await repo.list()).map(toPromoCodeDto),

    create: async (input: CreatePromoCodeRequest): Promise<PromoCode> => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const created = await repo.insert({
          id: newId(),
          code: generatePromoCode(),
          name: input.name,
          description: input.description ?? null,
          discountPercentage: input.discountPercentage,
          accessDays: input.accessDays,
          maxUses: input.maxUses ?? null,
          expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
          isActive: input.isActive,
        })
        if (created) return withRevenue(created.id)
      }
      throw new AppError('INTERNAL', 'Could not generate a unique promo code')
    },

    update: async (id: string, input: UpdatePromoCodeRequest): Promise<PromoCode> => {
      const { expiresAt, ...rest } = input
      const updated = await repo.update(id, {
        ...rest,
        ...(expiresAt !== undefined ? { expiresAt: expiresAt ? new Date(expiresAt) : null } : {}),
      })
      if (!updated) throw notFound('Promo code')
      return withRevenue(id)
    },

    delete: async (id: string): Promise<void> => {
      if (!(await repo.delete(id))) throw notFound('Promo code')
    },
  }
}
export type PromoCodeService = ReturnType<typeof createPromoCodeService>
