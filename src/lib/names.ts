/**
 * The panel's one display rule for a person (docs/panel.md#lists "Created By": the part before a dot, capitalised):
 * from an email or a stored creator/changer value, `ana.lopez@site.com` and `ana.lopez` both show as "Ana", `admin` as
 * "Admin"; empty or missing shows "Admin" (docs/panel.md#access: the actor is `admin` when unknown). Only for display:
 * stored values stay as the API has them.
 */
export function personName(value: string | null | undefined): string {
  const local = (value ?? '').split('@')[0]?.trim() ?? '';
  const first = local.split('.')[0]?.trim() || 'admin';
  return first.charAt(0).toUpperCase() + first.slice(1);
}
