/** Lets the event loop answer what has arrived (a weighing, a health check) before the import goes on. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Whether an import is being accepted. On the embedded engine the acceptance's transaction holds the
 * database's one connection until it commits, so the health check does not queue behind it (see
 * health/routes.ts). The batches that write the documents afterwards are short, and it waits for those.
 */
let openImports = 0;

export const importIsWriting = (): boolean => openImports > 0;

export async function whileImportWrites<T>(write: () => Promise<T>): Promise<T> {
  openImports += 1;
  try {
    return await write();
  } finally {
    openImports -= 1;
  }
}
