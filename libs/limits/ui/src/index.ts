export { LimitsCard, type LimitsCardProps } from './limits-card';
