import {
  getPlayerMessages,
  getSupportChat,
  getSupportUnread,
  markSupportChatRead,
  OFFICE_ANSWER_STATUS,
  readPlayerMessage,
  requestSupportCallback,
  sendPlayerMessage,
  sendSupportChatMessage,
  sendSupportEmail,
  type OfficeAnswer,
} from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import { requireSignIn, signedInOf } from '../auth/auth-guard';
import { findPlayerById } from '../auth/players';
import { HttpError } from '../http/http-error';
import { registerCall } from '../http/register-call';
import type { ServerDeps } from '../server-deps';
import { SUPPORT_REQUESTS_PER_HOUR } from './support-rules';
import {
  chatOf,
  deliverMessage,
  inboxOf,
  readChatUpTo,
  readMessage,
  requestsSince,
  storeRequest,
  unreadMessages,
  unreadReplies,
  writeToChat,
} from './support-store';

type SupportDeps = Pick<ServerDeps, 'db' | 'secret' | 'clock' | 'faults' | 'tokenCutoff'>;

const HOUR_MS = 3_600_000;

/** Spec 02 §8 Office: a refusal carries the server's message (status 2). */
const refused = (message: string): OfficeAnswer => ({ status: OFFICE_ANSWER_STATUS.refused, messages: [message] });

/** The support page's calls and the player's inbox (contract support-calls.ts; README "Support and messages"). */
export function registerSupportRoutes(app: FastifyInstance, deps: SupportDeps): void {
  const { db, clock } = deps;
  const preHandler = requireSignIn(deps, { terms: true });
  const now = () => new Date(clock.now());
  const options = { preHandler, noStore: true };

  /** The hourly bound of callbacks and e-mails: a refusal with status 2, or the request stored. */
  async function acceptRequest(playerId: number, kind: 'callback' | 'email', data: Record<string, string>) {
    const at = now();
    const sent = await requestsSince(db, playerId, kind, new Date(at.getTime() - HOUR_MS));
    if (sent >= SUPPORT_REQUESTS_PER_HOUR)
      return refused(`You can send ${SUPPORT_REQUESTS_PER_HOUR} requests an hour. Please try again later.`);
    await storeRequest(db, playerId, kind, data, at);
    return { status: OFFICE_ANSWER_STATUS.done, messages: [] } satisfies OfficeAnswer;
  }

  registerCall(
    app,
    requestSupportCallback,
    ({ body, request }) => acceptRequest(signedInOf(request).player.id, 'callback', body),
    options,
  );
  registerCall(
    app,
    sendSupportEmail,
    ({ body, request }) => acceptRequest(signedInOf(request).player.id, 'email', body),
    options,
  );

  registerCall(
    app,
    getSupportChat,
    async ({ request }) => {
      const playerId = signedInOf(request).player.id;
      const at = now();
      return { messages: await chatOf(db, playerId, at), unreadReplies: await unreadReplies(db, playerId, at) };
    },
    options,
  );
  registerCall(
    app,
    sendSupportChatMessage,
    async ({ body, request }) => {
      const playerId = signedInOf(request).player.id;
      const at = now();
      const message = await writeToChat(db, playerId, body.text, at);
      return { message, unreadReplies: await unreadReplies(db, playerId, at) };
    },
    options,
  );
  registerCall(
    app,
    markSupportChatRead,
    async ({ body, request }) => {
      const playerId = signedInOf(request).player.id;
      const at = now();
      await readChatUpTo(db, playerId, body.upToId, at);
      return { unreadReplies: await unreadReplies(db, playerId, at) };
    },
    options,
  );

  registerCall(
    app,
    getPlayerMessages,
    async ({ request }) => {
      const playerId = signedInOf(request).player.id;
      return { messages: await inboxOf(db, playerId), unread: await unreadMessages(db, playerId) };
    },
    options,
  );
  registerCall(
    app,
    readPlayerMessage,
    async ({ body, request }) => {
      const playerId = signedInOf(request).player.id;
      if (!(await readMessage(db, playerId, body.id, now())))
        throw HttpError.of(404, 'message_not_found', 'No message of yours has that id');
      return { unread: await unreadMessages(db, playerId) };
    },
    options,
  );
  registerCall(
    app,
    getSupportUnread,
    async ({ request }) => {
      const playerId = signedInOf(request).player.id;
      return { messages: await unreadMessages(db, playerId), chatReplies: await unreadReplies(db, playerId, now()) };
    },
    options,
  );
}

/** The control API's message to a player's inbox (test and demo modes). */
export function registerSupportControlRoutes(app: FastifyInstance, deps: Pick<ServerDeps, 'db' | 'clock'>): void {
  registerCall(
    app,
    sendPlayerMessage,
    async ({ body }) => {
      if (!(await findPlayerById(deps.db, body.playerId)))
        throw HttpError.of(404, 'player_not_found', 'No player has that id');
      const id = await deliverMessage(deps.db, body.playerId, body, new Date(deps.clock.now()));
      return { id };
    },
    { noStore: true },
  );
}
