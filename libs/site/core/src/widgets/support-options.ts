import type { SupportSettings } from '@bet/contract';

/** Spec 02 §5 "Consultant unavailable when its configured id for the language is 0, empty or the word empty". */
export function isConsultantAvailable(consultantId: string | number | null | undefined): boolean {
  if (consultantId === null || consultantId === undefined) return false;
  const id = String(consultantId).trim();
  return id !== '' && id !== '0' && id.toLowerCase() !== 'empty';
}

export interface SupportOptions {
  /** Spec 01 §2: callback for signed-in users whose language is not excluded. */
  callback: boolean;
  /** Online chat: a consultant exists for the language and chat is on. */
  chat: boolean;
  /** The e-mail form (always offered). */
  emailForm: boolean;
  messengers: SupportSettings['messengers'];
}

/** Spec 01 §2 "Support multi-button": which parts a player sees. */
export function supportOptions(
  settings: SupportSettings | null,
  isSignedIn: boolean,
  language: string | null,
): SupportOptions {
  if (!settings) return { callback: false, chat: false, emailForm: true, messengers: [] };
  return {
    callback:
      settings.isCallbackEnabled &&
      isSignedIn &&
      language !== null &&
      !settings.callbackExcludedLanguages.includes(language),
    chat: settings.isChatEnabled && isConsultantAvailable(settings.consultantId),
    emailForm: true,
    messengers: settings.messengers,
  };
}
