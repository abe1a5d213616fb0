/**
 * Writes [0, count) in batches of `size` (`write(from, size)`, each its own transaction), in order,
 * starting a batch while the one before it finishes: on PostgreSQL one batch's inserts and commit
 * run on the server while the next one is validated here (SQLite's writer lock queues the second
 * transaction, so there they run one after the other as before). At most two at a time. A failure
 * is thrown once the batch started beside it has settled (that one may have been written: each
 * batch commits on its own, as one after the other), and no batch starts after it.
 */
export async function overlappedBatches(
  count: number,
  size: number,
  write: (from: number, size: number) => Promise<unknown>,
): Promise<void> {
  let previous: Promise<unknown> | null = null
  for (let from = 0; from < count; from += size) {
    const current = write(from, Math.min(size, count - from))
    // Handled here so a failure while the batch before is awaited is not an unhandled rejection.
    current.catch(() => {})
    if (previous) {
      try {
        await previous
      } catch (error) {
        await current.catch(() => {})
        throw error
      }
    }
    previous = current
  }
  await previous
}
