export function readOutboxCode(outboxDir: string, since: number, timeoutMs?: number): Promise<string | null>;
