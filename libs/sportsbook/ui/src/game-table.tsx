import { memo, type ReactNode } from 'react';
import { useInAppLinks } from '@bet/ui';
import { ChampGroup } from './champ-group';
import { useRowsInSlices } from './use-rows-in-slices';

export interface ChampGroupView {
  champId: number;
  title: string;
  href: string;
  gameIds: readonly number[];
}

/**
 * Groups equal by value: a list selector compares its new groups with this, so the table
 * re-renders only when a game joins, leaves or moves.
 */
export const sameChampGroups = (a: readonly ChampGroupView[], b: readonly ChampGroupView[]) =>
  a.length === b.length &&
  a.every((group, i) => {
    const other = b[i];
    return (
      other !== undefined &&
      group.champId === other.champId &&
      group.title === other.title &&
      group.href === other.href &&
      group.gameIds.length === other.gameIds.length &&
      group.gameIds.every((id, j) => id === other.gameIds[j])
    );
  });

export interface GameTableProps {
  groups: readonly ChampGroupView[];
  /** A row by game id: the connected row selects its own game, so only changed rows re-render. */
  renderRow: (gameId: number) => ReactNode;
}

/**
 * Games grouped by championship, in the order of the list (spec 01 §2 betting listings). A long
 * list mounts a screen of rows first and the rest in slices (use-rows-in-slices.ts). The rows'
 * links are plain ones that navigate in the app through the table's one listener (issue 16).
 */
export const GameTable = memo(function GameTable({ groups, renderRow }: GameTableProps) {
  const links = useInAppLinks<HTMLDivElement>();
  const total = groups.reduce((sum, group) => sum + group.gameIds.length, 0);
  let left = useRowsInSlices(total);
  const shown: ReactNode[] = [];
  for (const group of groups) {
    if (left <= 0) break;
    const gameIds = group.gameIds.length <= left ? group.gameIds : group.gameIds.slice(0, left);
    left -= gameIds.length;
    shown.push(
      <ChampGroup key={group.champId} title={group.title} href={group.href}>
        {gameIds.map((gameId) => renderRow(gameId))}
      </ChampGroup>,
    );
  }
  return <div ref={links}>{shown}</div>;
});
