import { Profiler } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
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

  it("a row's plain link opens the game page in the app: the table navigates for every row (issue 16, no Link per row)", async () => {
    function GamePage() {
      return <h1>Game page {useParams()['id']}</h1>;
    }
    render(
      <MemoryRouter>
        <Routes>
          <Route
            path="/"
            element={
              <GameTable
                groups={groupsOf(3)}
                renderRow={(id) => (
                  <li key={id}>
                    <a href={`/en/game/${id}`}>Game {id}</a>
                  </li>
                )}
              />
            }
          />
          <Route path="/en/game/:id" element={<GamePage />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Game 2' }));
    expect(await screen.findByRole('heading', { name: 'Game page 2' })).toBeTruthy();
  });
});
