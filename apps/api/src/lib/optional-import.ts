/**
 * Imports a workspace package that may not be built yet (another team's package). The specifier is
 * not a literal, so the bundler leaves it to Node at run time; a missing package gives `null`.
 */
export async function optionalImport(specifier: string): Promise<Record<string, unknown> | null> {
  try {
    return (await import(specifier)) as Record<string, unknown>;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') return null;
    throw error;
  }
}
