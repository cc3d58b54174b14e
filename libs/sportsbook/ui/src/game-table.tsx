import { memo, type ReactNode } from 'react';
import { ChampGroup } from './champ-group';

export interface ChampGroupView {
  champId: number;
  title: string;
  href: string;
  gameIds: readonly number[];
}

export interface GameTableProps {
  groups: readonly ChampGroupView[];
  /** A row by game id: the connected row selects its own game, so only changed rows re-render. */
  renderRow: (gameId: number) => ReactNode;
}

/** Games grouped by championship, in the order of the list (spec 01 §2 betting listings). */
export const GameTable = memo(function GameTable({ groups, renderRow }: GameTableProps) {
  return (
    <div>
      {groups.map((group) => (
        <ChampGroup key={group.champId} title={group.title} href={group.href}>
          {group.gameIds.map((gameId) => renderRow(gameId))}
        </ChampGroup>
      ))}
    </div>
  );
});
