import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canMove, moveStatus, REMOTE_APP_STATUSES, RemoteAppStatus } from './remote-app-status';

const { NOT_EXIST, ERROR, LOADING, READY } = RemoteAppStatus;
const ALLOWED: [RemoteAppStatus, RemoteAppStatus][] = [
  [NOT_EXIST, LOADING],
  [NOT_EXIST, READY],
  [ERROR, LOADING],
  [ERROR, NOT_EXIST],
  [LOADING, ERROR],
  [LOADING, READY],
  [LOADING, NOT_EXIST],
  [READY, NOT_EXIST],
];
const isAllowed = (from: RemoteAppStatus, to: RemoteAppStatus) => ALLOWED.some(([a, b]) => a === from && b === to);
const status = fc.constantFrom(...REMOTE_APP_STATUSES);

describe('spec 02 §4 Remote sub-application loading: the state machine', () => {
  it('has the spec codes NOT_EXIST -2, ERROR -1, LOADING 1, READY 2', () => {
    expect(RemoteAppStatus).toEqual({ NOT_EXIST: -2, ERROR: -1, LOADING: 1, READY: 2 });
  });

  it('allows exactly the eight moves of the spec', () => {
    for (const from of REMOTE_APP_STATUSES) {
      for (const to of REMOTE_APP_STATUSES) expect(canMove(from, to)).toBe(isAllowed(from, to));
    }
  });

  it('never takes a move the spec does not allow, whatever the sequence of requests', () => {
    fc.assert(
      fc.property(status, fc.array(status, { maxLength: 50 }), (start, requests) => {
        let current = start;
        for (const wanted of requests) {
          const next = moveStatus(current, wanted);
          expect(next === current || isAllowed(current, next)).toBe(true);
          expect(next === wanted || next === current).toBe(true);
          current = next;
        }
      }),
    );
  });

  it('READY leaves only to NOT_EXIST', () => {
    fc.assert(
      fc.property(status, (wanted) => {
        expect(moveStatus(READY, wanted)).toBe(wanted === NOT_EXIST ? NOT_EXIST : READY);
      }),
    );
  });
});
