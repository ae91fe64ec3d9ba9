export function bundleServer(outdir: string): Promise<{ main: string; cli: string }>;
