import type { APIRequestContext } from '@playwright/test';
import { setSiteNotices, type AgeRestrictionSettings, type NewSiteSettings } from '@bet/contract';
import {
  endSessions,
  expireTokens,
  getCaptchaAnswer,
  getSandboxCookieAgreements,
  type CookieAgreementRecord,
  getSandboxMessages,
  publishTerms,
  resetSandbox,
  setSandboxFaults,
  type ApiCall,
  type CallResponse,
  type SandboxFaults,
  type SandboxMessage,
} from '@bet/contract';

/** Sends one call of the sandbox's control API (test mode only) and checks its answer. */
async function control<C extends ApiCall>(
  request: APIRequestContext,
  call: C,
  options: { data?: unknown; params?: Record<string, string> } = {},
): Promise<CallResponse<C>> {
  const response = await request.fetch(call.path, { method: call.method, ...options });
  if (!response.ok()) throw new Error(`${call.name} failed: ${response.status()} ${await response.text()}`);
  return call.response.parse(await response.json()) as CallResponse<C>;
}

export async function setFaults(request: APIRequestContext, faults: Partial<SandboxFaults>): Promise<void> {
  await control(request, setSandboxFaults, { data: faults });
}

export async function resetFaults(request: APIRequestContext): Promise<void> {
  await control(request, resetSandbox);
}

/** Every token issued so far expires now; the sessions stay. */
export async function expireAllTokens(request: APIRequestContext): Promise<void> {
  await control(request, expireTokens);
}

/** Every session ends, as if the operator signed everyone out. */
export async function endAllSessions(request: APIRequestContext): Promise<void> {
  await control(request, endSessions);
}

/** New terms: every player must confirm them before the next authorised call. */
export async function publishNewTerms(request: APIRequestContext): Promise<void> {
  await control(request, publishTerms);
}

/** The newest message the sandbox "sent" to a phone or e-mail. */
export async function lastMessageTo(request: APIRequestContext, to: string): Promise<SandboxMessage> {
  const { messages } = await control(request, getSandboxMessages, { params: { to } });
  const [newest] = messages;
  if (!newest) throw new Error(`The sandbox sent nothing to ${to}`);
  return newest;
}

/** The answer of the newest captcha challenge. */
export async function captchaAnswer(request: APIRequestContext): Promise<string> {
  const challenge = await control(request, getCaptchaAnswer);
  if (!challenge) throw new Error('The sandbox has no captcha challenge');
  return challenge.answer;
}

/** The cookie agreements the sandbox stored for signed-in players (spec 02 §7 Office). */
export async function cookieAgreements(request: APIRequestContext): Promise<CookieAgreementRecord[]> {
  return control(request, getSandboxCookieAgreements);
}

/** Switches the age notice and the new-site modal (stored in the sandbox's settings groups, not reset with the faults). */
export async function setSiteWidgets(
  request: APIRequestContext,
  notices: { ageRestriction?: AgeRestrictionSettings; newSite?: NewSiteSettings },
): Promise<void> {
  await control(request, setSiteNotices, { data: notices });
}
