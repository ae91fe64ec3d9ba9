export function bundleServer(outdir: string): Promise<{ main: string; cli: string }>;
export function temporaryServerBundle(
  label: string,
): Promise<{ dir: string; main: string; cli: string; remove: () => void }>;
