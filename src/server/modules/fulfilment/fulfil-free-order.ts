import type { ReportType } from '@shared/checkout/prices'
import type { Transaction } from '../../db/transaction'
import { AppError } from '../../lib/app-error'
import type { OrderAssessment } from '../assessment/order-assessment.repository'
import { promoMessages } from '../promo-codes/promo-code.service'
import type { Buyer, FulfilmentRepos, FulfilmentResult } from './fulfilment.types'
import { type OrderPlacement, resultOf } from './fulfilment-order'

type Deps = OrderPlacement & {
  transaction: Transaction<FulfilmentRepos>
  now: () => Date
}

/** A zero-total order: the promo's use is taken first, and the whole order rolls back if it can't be. */
export const fulfilFreeOrder =
  ({ transaction, accountFor, placeOrder, now }: Deps) =>
  async (
    order: { assessment: OrderAssessment; reportType: ReportType; promoCodeId: string },
    buyer: Buyer,
  ): Promise<FulfilmentResult> =>
    transaction(async (repos) => {
      const { promoCodes, reports } = repos
      const promo = await promoCodes.findById(order.promoCodeId)
      if (!promo) throw new AppError('BAD_REQUEST', promoMessages.unknown)
      const { user, created, held } = await accountFor(
        repos,
        buyer,
        `free:${order.assessment.id}:${promo.id}`,
      )
      const previous = created
        ? undefined
        : await reports.findFreeOrder(user.id, order.assessment.id, order.promoCodeId)
      if (previous) return resultOf(previous, user, false, false)
      if (!(await promoCodes.redeem(promo.id, now()))) throw new AppError('BAD_REQUEST', promoMessages.usedUp)
      const report = await placeOrder(
        repos,
        { ...order, amountCents: 0, accessDays: promo.accessDays, paymentIntentId: null, held },
        buyer,
        user,
        created,
      )
      return resultOf(report, user, created, true)
    })
