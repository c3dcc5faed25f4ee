-- Purchases no longer write users.tier: the tier an account has is derived from its reports that are paid,
-- not refunded and not expired (users.repository `entitledTier`), and users.tier keeps only what was given.
-- A tier that a purchase raised (it equals the best report the account ever bought) goes back to free;
-- a tier the administrator set above what was bought stays.
UPDATE "users" u SET "tier" = 'free'
WHERE u."tier" <> 'free' AND u."role" = 'user' AND u."tier" = (
  SELECT replace(r."report_type", 'paid_', '') FROM "reports" r
  WHERE r."user_id" = u."id" AND r."is_paid" AND r."held_for_claim_at" IS NULL
  ORDER BY CASE r."report_type" WHEN 'paid_enterprise' THEN 3 WHEN 'paid_established' THEN 2 ELSE 1 END DESC
  LIMIT 1
);
