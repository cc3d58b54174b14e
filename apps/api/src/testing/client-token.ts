/**
 * The client's own token parser (spec 02 §4 "valid only while its exp is in the future"), so the
 * tests prove the sandbox's tokens pass it. One import point for every test file.
 */
export { isTokenValid, tokenExpiry } from '@bet/session';
