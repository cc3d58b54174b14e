import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@bet/ui';
import { StakeField, type StakeTextError } from './stake-field';
import styles from './coupon-types.module.css';

/** A bet of the conditional as the block choice shows it. */
export interface ConditionalBlockBet {
  id: string;
  /** The outcome and game, as the bet list names it. */
  title: string;
  blockId: number;
}

/** A block after the first: the most staked on it from the winnings before it. */
export interface ConditionalLaterBlock {
  blockId: number;
  amount: number;
}

export interface ConditionalBlocksProps {
  bets: readonly ConditionalBlockBet[];
  /** The blocks after the first, in play order (the first block's stake is the coupon's stake). */
  laterBlocks: readonly ConditionalLaterBlock[];
  onBlockChange: (betId: string, blockId: number) => void;
  onBlockAmountChange: (blockId: number, amount: number) => void;
  /** A block amount that cannot be read, or null again once it can (key: `block-<id>`). */
  onTextErrorChange?: (key: string, error: StakeTextError | null) => void;
  /** Makes the stake fields' ids (the panel points its button at a field's error). */
  fieldId?: (key: string) => string;
}

/** The block numbers a bet may take: every block in use and one more for each bet (a block of its own). */
function blockOptions(bets: readonly ConditionalBlockBet[]): number[] {
  const highest = Math.max(bets.length, ...bets.map((bet) => bet.blockId));
  return Array.from({ length: highest }, (_, index) => index + 1);
}

/**
 * The conditional coupon's inputs (spec 01 §3 "Bet in coupon" blockId and amountByBlockId): the
 * block of each bet, and for each block after the first the most staked on it from the winnings
 * before it. Blocks play in ascending number; the rule is said once above the inputs.
 */
export function ConditionalBlocks({
  bets,
  laterBlocks,
  onBlockChange,
  onBlockAmountChange,
  onTextErrorChange,
  fieldId,
}: ConditionalBlocksProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const options = blockOptions(bets).map((number) => ({
    value: String(number),
    label: t('coupon_conditional_block_option', { number }),
  }));
  return (
    <fieldset className={styles.blocks} aria-describedby={hintId}>
      <legend className={styles.legend}>{t('coupon_conditional_blocks')}</legend>
      <p id={hintId} className={styles.hint}>
        {t('coupon_conditional_hint')}
      </p>
      {bets.map((bet) => (
        <Select
          key={bet.id}
          label={t('coupon_conditional_block_for', { outcome: bet.title })}
          value={String(bet.blockId)}
          options={options}
          onChange={(event) => onBlockChange(bet.id, Number(event.target.value))}
        />
      ))}
      {laterBlocks.map((block) => {
        const key = `block-${block.blockId}`;
        return (
          <StakeField
            key={key}
            {...(fieldId ? { id: fieldId(key) } : {})}
            label={t('coupon_conditional_block_stake', { number: block.blockId })}
            amount={block.amount}
            onAmountChange={(amount) => onBlockAmountChange(block.blockId, amount)}
            onTextErrorChange={(error) => onTextErrorChange?.(key, error)}
          />
        );
      })}
    </fieldset>
  );
}
