/** The wizard's answers for a small online shop on Stripe: what journeys, suites and the load run complete. */
export const onlineShopAnswers = {
  industryType: 'ecommerce',
  monthlyTransactions: 400,
  totalMonthlyVolume: 20000,
  currentProvider: 'Stripe',
  features: ['low-fees', 'easy-setup'],
}
