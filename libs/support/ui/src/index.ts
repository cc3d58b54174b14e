export { SupportCard, type SupportCardProps } from './support-card';
