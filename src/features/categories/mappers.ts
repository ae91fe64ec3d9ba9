import { category as categoryContract, categoryFields, toScreen, toWire } from '@/contract';
import type { Category, CategoryInput, ServerCategory } from './types';

/**
 * Server → screen (docs/panel.md#records-on-screen): the contract's screen names; a category without a count holds no
 * posts.
 */
export function categoryFromServer(server: ServerCategory): Category {
  const screen = toScreen(categoryContract, server);
  return { ...screen, blogCount: screen.blogCount ?? 0, version: screen.version ?? 1 };
}

/** Create body (docs/panel.md#calls-and-bodies): the three fields under their wire names. */
export function categoryCreateBody(input: CategoryInput) {
  return toWire(categoryFields, input);
}

/**
 * Update body (docs/panel.md#validation, docs/panel.md#calls-and-bodies): only the changed ones of name and description
 * (categoryUrl is shown on edit but not sent), plus the loaded `version` for conflict detection.
 */
export function categoryUpdateBody(original: Category, next: Pick<CategoryInput, 'name' | 'description'>) {
  const before = toWire(categoryFields, original);
  const changed = toWire(categoryFields, next, (value, wire) => value !== before[wire]);
  return { ...changed, version: original.version };
}
