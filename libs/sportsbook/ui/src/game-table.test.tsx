import { Profiler } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GameTable, type ChampGroupView } from './game-table';
import { ROWS_PER_SLICE } from './use-rows-in-slices';

function groupsOf(...sizes: number[]): ChampGroupView[] {
  let next = 1;
  return sizes.map((size, i) => ({
    champId: i + 1,
    title: `Championship ${i + 1}`,
    href: `/champ/${i + 1}`,
    gameIds: Array.from({ length: size }, () => next++),
  }));
}

/** The table, with the rows in the DOM at each of its commits. */
function renderTable(groups: readonly ChampGroupView[]) {
  const rowsPerCommit: number[] = [];
  render(
    <MemoryRouter>
      <Profiler id="table" onRender={() => rowsPerCommit.push(document.querySelectorAll('li').length)}>
        <GameTable groups={groups} renderRow={(id) => <li key={id}>Game {id}</li>} />
      </Profiler>
    </MemoryRouter>,
  );
  return rowsPerCommit;
}

describe('GameTable (issue 16: a long list mounts in slices)', () => {
  it('mounts a short list whole in one commit', () => {
    expect(renderTable(groupsOf(10, ROWS_PER_SLICE - 10))).toEqual([ROWS_PER_SLICE]);
  });

  it('mounts a long list a slice per commit until every row is there, in order, each group under one heading', () => {
    const groups = groupsOf(45, 5, 50);
    expect(renderTable(groups)).toEqual([30, 60, 90, 100]);
    const sections = screen.getAllByRole('region');
    expect(sections.map((section) => within(section).getAllByRole('listitem').length)).toEqual([45, 5, 50]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Championship 1',
      'Championship 2',
      'Championship 3',
    ]);
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual(
      Array.from({ length: 100 }, (_, i) => `Game ${i + 1}`),
    );
  });
});
