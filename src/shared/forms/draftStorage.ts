/** Prefix of every form draft key in localStorage. */
export const DRAFT_KEY_PREFIX = 'admin_draft:';

/** A draft as kept in localStorage. */
export interface StoredDraft<T> {
  values: T;
  /** ISO time the draft was kept. */
  savedAt: string;
  /** What the form noted beside the values to read them again later (a post's category id, which outlives a rename). */
  context?: Record<string, unknown>;
}

/** Same values, whatever the key order: drafts compare by content. */
export function sameValues(a: unknown, b: unknown): boolean {
  return stableStringify(a) === stableStringify(b);
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function readDraft<T>(key: string): StoredDraft<T> | null {
  try {
    const raw = window.localStorage.getItem(DRAFT_KEY_PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft<T>>;
    return parsed && typeof parsed === 'object' && parsed.values && typeof parsed.savedAt === 'string'
      ? (parsed as StoredDraft<T>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a draft. localStorage holds about 5 MB per origin, so when the full draft does not fit (a freshly picked
 * image is a large data URL) it is kept without its data URLs: the text, which is what hurts to lose, survives.
 */
export function writeDraft<T>(key: string, draft: StoredDraft<T>): void {
  const storageKey = DRAFT_KEY_PREFIX + key;
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(draft));
  } catch {
    try {
      const slim = JSON.stringify(draft, (_k, v: unknown) =>
        typeof v === 'string' && v.startsWith('data:') ? null : v,
      );
      window.localStorage.setItem(storageKey, slim);
    } catch {
      // storage is blocked or full: the form still works, only without a draft
    }
  }
}

export function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(DRAFT_KEY_PREFIX + key);
  } catch {
    // blocked storage holds no draft
  }
}

/** Removes every form draft: an explicit logout leaves nothing of the admin's work behind (docs/panel.md#states). */
export function clearAllDrafts(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(DRAFT_KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // storage blocked: there is nothing to clear
  }
}
