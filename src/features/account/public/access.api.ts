/**
 * The pre-login account calls: checking an invitation and setting its password (the invitation
 * token in `access_token`, spec section 7), requesting a reset link and changing the password
 * with it. Plain calls, never queued: they make sense only while the server answers. Failures
 * come back as `AccessFailure` (the server's message and code, or `errors:network`).
 */
import type { CreatePasswordBody, InvitationSummary, RecoveryChangeBody } from '../../../../contract/api/account-access';
import {
  invitationCheck,
  invitationPasswordCreate,
  recoveryPasswordChange,
  recoveryRequest,
} from '../../../../contract/api/account-endpoints';
import type { EndpointDef, RequestInput } from '../../../../contract/endpoint';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint, readEndpoint } from '../../../lib/endpoint-read';

export interface AccessFailure {
  /** The server's message, or an errors-namespace key when no answer came. */
  message: string;
  code: string | null;
  status: number | null;
  errors: Record<string, string[]>;
}

export function toAccessFailure(error: unknown): AccessFailure {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return { message: 'errors:network', code: 'network', status: null, errors: {} };
    return { message: error.message, code: error.code, status: error.status, errors: error.errors };
  }
  return { message: 'errors:unknown', code: null, status: null, errors: {} };
}

const withToken = (token: string) => ({ headers: { access_token: token } });

export const checkInvitation = (token: string): Promise<InvitationSummary> =>
  readEndpoint(invitationCheck, {}, withToken(token));

/** Sent once, not through the write kit: the token is the credential and the screen waits for the answer. */
export const createPassword = (token: string, body: CreatePasswordBody): Promise<{ email: string }> =>
  readEndpoint(invitationPasswordCreate, { body }, withToken(token));

/** The server's message: the recovery messages are area texts, not loaded before sign-in. */
const messageOf = async <E extends EndpointDef>(e: E, input: RequestInput<E>) =>
  (await callEndpoint(e, input)).message;

export const requestRecovery = (email: string): Promise<string> =>
  messageOf(recoveryRequest, { body: { email: email.trim() } });

export const changeRecoveredPassword = (body: RecoveryChangeBody): Promise<string> =>
  messageOf(recoveryPasswordChange, { body });
