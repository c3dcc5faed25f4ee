import type { Transaction } from '../../db/transaction'
import type { CrashPoint } from '../../lib/crash-point'
import type { AccountService } from '../accounts/account.service'
import type { MailQueue } from '../mail/mail.service'
import { fulfilFreeOrder } from './fulfil-free-order'
import { fulfilIntent } from './fulfil-intent'
import type { FulfilmentRepos } from './fulfilment.types'
import { createOrderPlacement } from './fulfilment-order'

export type { Buyer, FulfilmentRepos, FulfilmentResult } from './fulfilment.types'

type Deps = {
  transaction: Transaction<FulfilmentRepos>
  accounts: Pick<AccountService, 'queueActivation'>
  mail: MailQueue
  publicUrl: string
  now: () => Date
  /** Fault injection (tests only): may kill the process between the order's writes and its commit. */
  crashPoint?: CrashPoint
}

export function createFulfilmentService(deps: Deps) {
  const { transaction, now, crashPoint } = deps
  const { accountFor, placeOrder } = createOrderPlacement(deps)
  return {
    fulfilIntent: fulfilIntent({ accountFor, placeOrder, now, crashPoint }),
    fulfilFreeOrder: fulfilFreeOrder({ transaction, accountFor, placeOrder, now }),
  }
}
export type FulfilmentService = ReturnType<typeof createFulfilmentService>
