import { roles, tiers } from '@shared/auth/auth.schemas'
import { z } from 'zod'
import { emailAddress } from '../account/email-address'

export const USER_STATUSES = ['active', 'pending', 'deactivated'] as const

/** A user as the admin console lists it: never a password hash or token. */
export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(roles),
  /** The plan the account may use now: bought reports count while paid, not refunded and not expired. */
  tier: z.enum(tiers),
  /** The tier the administrator set (free unless given); the edit dialog changes this one. */
  grantedTier: z.enum(tiers),
  status: z.enum(USER_STATUSES),
  /** 'Active' once the user has paid for a report or has a payment-processor customer record. */
  paymentCustomer: z.enum(['Active', 'None']),
  createdAt: z.string(),
})
export type AdminUser = z.infer<typeof AdminUserSchema>

export const AdminUsersResponseSchema = z.object({ users: z.array(AdminUserSchema) })
export const AdminUserResponseSchema = z.object({ user: AdminUserSchema, message: z.string() })

const email = emailAddress()

/** `PUT /api/admin/users/{id}`: the edited email, role and tier. */
export const AdminUpdateUserRequestSchema = z
  .strictObject({ email, role: z.enum(roles), tier: z.enum(tiers) })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update')
export type AdminUpdateUserRequest = z.infer<typeof AdminUpdateUserRequestSchema>

/** `POST /api/admin/users`: invites a new user, who sets a password from the emailed link. */
export const AdminInviteUserRequestSchema = z.strictObject({
  email,
  role: z.enum(roles).default('user'),
  tier: z.enum(tiers).default('free'),
})
export type AdminInviteUserRequest = z.infer<typeof AdminInviteUserRequestSchema>

/** `POST /api/admin/users/{id}/send-email` (spec §5: subject and message both required). */
export const AdminSendEmailRequestSchema = z.strictObject({
  subject: z.string({ error: 'Subject is required' }).trim().min(1, 'Subject is required').max(200),
  body: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(10_000),
})
export type AdminSendEmailRequest = z.infer<typeof AdminSendEmailRequestSchema>

export const adminUserFileName = (id: string) => `user-${id}-data.json`
