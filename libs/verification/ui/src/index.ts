export { VerificationCard, type VerificationCardProps } from './verification-card';
