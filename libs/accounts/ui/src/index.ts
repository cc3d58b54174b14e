export { AccountsCard, type AccountsCardProps } from './accounts-card';
