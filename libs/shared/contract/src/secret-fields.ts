/**
 * The body fields spec 02 §5 calls secret ("login, password, code"), under the names the
 * authentication calls of spec 02 §7 give them (uLogin, uPassword, sms-code). A call lists the
 * ones it carries in `secretFields`; the request layer encodes them.
 */
export const SECRET_FIELDS = ['login', 'password', 'code', 'uLogin', 'uPassword', 'sms-code'] as const;
