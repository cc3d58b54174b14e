import { MARKET_TYPES } from '@bet/contract';
import type { LocalizedText } from './localized';

/** Market group titles as the line shows them, ru and en. */
const GROUP_TITLES: Readonly<Record<number, LocalizedText>> = {
  [MARKET_TYPES.result]: { ru: 'Исход', en: 'Match result' },
  [MARKET_TYPES.total]: { ru: 'Тотал', en: 'Total' },
  [MARKET_TYPES.handicap]: { ru: 'Фора', en: 'Handicap' },
  [MARKET_TYPES.doubleChance]: { ru: 'Двойной шанс', en: 'Double chance' },
  [MARKET_TYPES.bothScore]: { ru: 'Обе забьют', en: 'Both teams to score' },
};

export function groupLabel(typeId: number): LocalizedText {
  return GROUP_TITLES[typeId] ?? { ru: `Рынок ${typeId}`, en: `Market ${typeId}` };
}

/** A line in thousandths as the player reads it: 2500 is '2.5', -250 is '-0.25'. */
export function formatParam(paramMilli: number, signed: boolean): string {
  const text = String(Math.abs(paramMilli) / 1000);
  if (!signed) return paramMilli < 0 ? `-${text}` : text;
  return paramMilli > 0 ? `+${text}` : paramMilli < 0 ? `-${text}` : '0';
}

/** Outcome labels: '1', 'X', '2', 'Over 2.5' / 'Больше 2.5', '1 (-0.25)', '1X', 'Yes' / 'Да'. */
export function outcomeLabel(typeId: number, outcomeKey: string, paramMilli: number | null): LocalizedText {
  switch (typeId) {
    case MARKET_TYPES.total: {
      const line = formatParam(paramMilli ?? 0, false);
      return outcomeKey === 'over'
        ? { ru: `Больше ${line}`, en: `Over ${line}` }
        : { ru: `Меньше ${line}`, en: `Under ${line}` };
    }
    case MARKET_TYPES.handicap: {
      const text = `${outcomeKey} (${formatParam(paramMilli ?? 0, true)})`;
      return { ru: text, en: text };
    }
    case MARKET_TYPES.bothScore:
      return outcomeKey === 'yes' ? { ru: 'Да', en: 'Yes' } : { ru: 'Нет', en: 'No' };
    default:
      return { ru: outcomeKey, en: outcomeKey };
  }
}
