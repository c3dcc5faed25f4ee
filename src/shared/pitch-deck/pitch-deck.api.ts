import { endpoint } from '../http/endpoint'
import {
  BackupIdParamSchema,
  CreateAccessSchema,
  PitchDeckAccessListSchema,
  PitchDeckAccessSchema,
  PitchDeckBackupListSchema,
  PitchDeckContentSchema,
  PitchDeckContentUpdateSchema,
  PublicPitchDeckSchema,
  TokenParamSchema,
} from './pitch-deck.schemas'

/** The pitch deck: the administrator's deck, backups and recipient links, and the deck a link opens. */
export const pitchDeckApi = {
  /** The deck (sanitised HTML). */
  content: endpoint({
    method: 'GET',
    path: '/api/admin/pitch-deck/content',
    response: PitchDeckContentSchema,
  }),
  /** Saves the deck; the previous version is backed up. */
  saveContent: endpoint({
    method: 'PUT',
    path: '/api/admin/pitch-deck/content',
    body: PitchDeckContentUpdateSchema,
    response: PitchDeckContentSchema,
  }),
  /** Earlier versions, newest first. */
  backups: endpoint({
    method: 'GET',
    path: '/api/admin/pitch-deck/backups',
    response: PitchDeckBackupListSchema,
  }),
  /** Makes an earlier version current (the current one is backed up). */
  restoreBackup: endpoint({
    method: 'POST',
    path: '/api/admin/pitch-deck/backups/:id/restore',
    params: BackupIdParamSchema,
    response: PitchDeckContentSchema,
  }),
  /** A link for a recipient, emailed to them. */
  createAccess: endpoint({
    method: 'POST',
    path: '/api/admin/pitch-deck/create-access',
    body: CreateAccessSchema,
    response: PitchDeckAccessSchema,
    status: 201,
  }),
  /** Every link with its status. */
  accesses: endpoint({
    method: 'GET',
    path: '/api/admin/pitch-deck/accesses',
    response: PitchDeckAccessListSchema,
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/api/admin/pitch-deck/revoke/:token',
    params: TokenParamSchema,
    response: PitchDeckAccessSchema,
  }),
  /** The deck for a recipient link (counts a view; the page's server data is kept under its key). */
  view: endpoint({
    method: 'GET',
    path: '/api/pitch-deck/:token',
    params: TokenParamSchema,
    response: PublicPitchDeckSchema,
  }),
}
