/**
 * One timer for every highlight that ends at the same moment. A poll moves hundreds of
 * coefficients at once; a timer each ended them in hundreds of separate tasks, each its own
 * React commit (tools/bench: ~600 commits between two updates of the live screen). Callbacks
 * run in one task, so React batches their state updates into one commit.
 */
const slots = new Map<number, Set<() => void>>();

/**
 * Runs `callback` at `dueAt` (epoch ms); the returned function cancels it. The moves of one poll
 * carry the same time, so they share a due time exactly.
 */
export function scheduleFade(dueAt: number, callback: () => void): () => void {
  const slot = dueAt;
  let callbacks = slots.get(slot);
  if (!callbacks) {
    const due = new Set<() => void>();
    callbacks = due;
    slots.set(slot, due);
    setTimeout(
      () => {
        slots.delete(slot);
        for (const run of due) run();
      },
      Math.max(0, slot - Date.now()),
    );
  }
  const scheduled = callbacks;
  scheduled.add(callback);
  return () => void scheduled.delete(callback);
}
