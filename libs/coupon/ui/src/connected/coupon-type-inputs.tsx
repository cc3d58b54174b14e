import { useDispatch, useSelector } from 'react-redux';
import { CouponType } from '@bet/coupon';
import {
  betBlockChosen,
  selectConditionalBlocks,
  selectCoupon,
  selectCouponBets,
  selectIsAntiExpressServerPrice,
  selectTotalCoefByView,
  stakeByBlockChanged,
  type CouponBet,
  type WithCoupon,
} from '@bet/coupon/state';
import { AntiExpressPrice } from '../anti-express-price';
import { ConditionalBlocks } from '../conditional-blocks';
import { outcomeTitle } from '../coupon-bet-item';
import type { StakeTextError } from '../stake-field';

export interface CouponTypeInputsProps {
  /** A block amount that cannot be read (key `block-<id>`), or null again. */
  onTextErrorChange?: (key: string, error: StakeTextError | null) => void;
  fieldId?: (key: string) => string;
}

/** The bet as the block choice names it: its outcome and its game, so two bets never share a name. */
function betTitle(bet: CouponBet): string {
  const { team1, team2 } = bet.game.names;
  return team1 && team2 ? `${outcomeTitle(bet)}, ${team1} – ${team2}` : outcomeTitle(bet);
}

/**
 * The inputs only the conditional (5) and anti-express (6) types have: the blocks and their
 * amounts (spec 01 §3 blockId, amountByBlockId), or whose anti-express coefficient is shown
 * (spec 01 §3 antiExpressCoef). Nothing for the other types.
 */
export function CouponTypeInputs({ onTextErrorChange, fieldId }: CouponTypeInputsProps) {
  const dispatch = useDispatch();
  const typeId = useSelector((state: WithCoupon) => selectCoupon(state).type.typeId);
  const bets = useSelector((state: WithCoupon) => selectCouponBets(state));
  const blocks = useSelector((state: WithCoupon) => selectConditionalBlocks(state));
  const coefByView = useSelector((state: WithCoupon) => selectTotalCoefByView(state));
  const isServerPrice = useSelector((state: WithCoupon) => selectIsAntiExpressServerPrice(state));

  if (typeId === CouponType.AntiExpress)
    return <AntiExpressPrice coefText={coefByView} isServerPrice={isServerPrice} />;
  if (typeId !== CouponType.Conditional) return null;
  return (
    <ConditionalBlocks
      bets={bets.map((bet) => ({ id: bet.id, title: betTitle(bet), blockId: bet.blockId }))}
      laterBlocks={blocks.slice(1).map((block) => ({ blockId: block.blockId, amount: block.amount }))}
      onBlockChange={(betId, blockId) => dispatch(betBlockChosen({ betId, blockId }))}
      onBlockAmountChange={(blockId, amount) => dispatch(stakeByBlockChanged({ blockId, amount }))}
      {...(onTextErrorChange ? { onTextErrorChange } : {})}
      {...(fieldId ? { fieldId } : {})}
    />
  );
}
