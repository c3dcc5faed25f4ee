/** The deck shown until the administrator writes one. */
export const defaultDeck = (brandName: string) => `<h1>${brandName}</h1>
<p>Card processing is one of the largest variable costs a small business pays, and the pricing is hard to compare: flat rates, interchange-plus, subscriptions and tiered plans all describe the same transaction differently.</p>
<h2>What ${brandName} does</h2>
<ul>
<li>A short assessment of a merchant's volume, ticket size, industry and priorities.</li>
<li>Every provider in the catalogue priced for that merchant with published, sourced fees.</li>
<li>A ranked recommendation with the reasons, and a paid report with the full breakdown.</li>
</ul>
<h2>Contact</h2>
<p>Reply to the invitation mail to reach the team.</p>`
