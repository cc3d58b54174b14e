export { CasinoCard, type CasinoCardProps } from './casino-card';
