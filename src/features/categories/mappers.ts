import type { Category, CategoryInput, ServerCategory } from './types';

/** Server → screen (spec §3). */
export function categoryFromServer(server: ServerCategory): Category {
  return {
    id: server.id,
    name: server.category ?? '',
    description: server.categoryDescription ?? '',
    categoryUrl: server.categoryUrl ?? '',
    createdAt: server.createdAt,
    blogCount: server.blogCount ?? 0,
    version: server.version ?? 1,
  };
}

/** Create body (spec §7). */
export function categoryCreateBody(input: CategoryInput) {
  return { category: input.name, categoryUrl: input.categoryUrl, categoryDescription: input.description };
}

/**
 * Update body (spec §5, §7): only the changed ones of name and description (categoryUrl is shown on edit
 * but not sent), plus the loaded `version` for conflict detection.
 */
export function categoryUpdateBody(original: Category, next: Pick<CategoryInput, 'name' | 'description'>) {
  const body: { category?: string; categoryDescription?: string; version: number } = { version: original.version };
  if (next.name !== original.name) body.category = next.name;
  if (next.description !== original.description) body.categoryDescription = next.description;
  return body;
}
