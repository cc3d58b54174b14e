import { createAction, createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { bridge, bridgeSaga } from './bridges';
import { createTestStore } from './testing';

const signedIn = createAction<{ userId: number }>('session/signedIn');
const loggedOut = createAction('session/loggedOut');
const greeted = createAction<{ who: string }>('site/greeted');
const counted = createAction<{ times: number }>('site/counted');

const visits = createSlice({
  name: 'visits',
  initialState: { times: 2 },
  reducers: {},
});

describe('bridgeSaga', () => {
  it('puts the other feature’s events for each declared event, reading the state of the moment', () => {
    const bridges = [
      bridge<{ visits: { times: number } }>({
        when: signedIn,
        then: (event) => greeted({ who: `player ${(event as ReturnType<typeof signedIn>).payload.userId}` }),
        why: 'a signed-in player is greeted',
      }),
      bridge<{ visits: { times: number } }>({
        when: [signedIn, loggedOut],
        then: (_event, state) => [counted({ times: state.visits.times }), counted({ times: state.visits.times + 1 })],
        why: 'every change of player is counted',
      }),
    ];
    const {
      store,
      actions: seen,
      typesOf,
    } = createTestStore({
      reducer: { visits: visits.reducer },
      sagas: [() => bridgeSaga(bridges)],
    });
    store.dispatch(signedIn({ userId: 7 }));
    store.dispatch(loggedOut());
    expect(seen.map((action) => action.type)).toEqual([
      'session/signedIn',
      'site/greeted',
      'site/counted',
      'site/counted',
      'session/loggedOut',
      'site/counted',
      'site/counted',
    ]);
    expect(typesOf(greeted)).toEqual([greeted({ who: 'player 7' })]);
  });
});
