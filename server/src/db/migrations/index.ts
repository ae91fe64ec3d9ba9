/**
 * The schema's history, one migration per file (`NNNN_name.ts`). Kysely's Migrator records each migration by its name
 * in `kysely_migration`: a name never changes once merged, or a database that ran it would run it again (or miss it).
 * A migration holds what it needed when it was written (./shared.ts, its own file), never the application's live code.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { initial } from './0001_initial.ts';
import { listOrderIndexes } from './0002_list_order_indexes.ts';
import { normalizedUniques } from './0003_normalized_uniques.ts';
import { publishing } from './0004_publishing.ts';
import { seo } from './0005_seo.ts';
import { trash } from './0006_trash.ts';
import { seoFlags } from './0007_seo_flags.ts';
import { fullText } from './0008_fts.ts';
import { keyset } from './0010_keyset.ts';
import { contentKeys } from './0013_content_keys.ts';
import { assets } from './0016_assets.ts';
import { excerptOverride } from './0014_excerpt_override.ts';
import { revisions } from './0015_revisions.ts';
import { unpublishAt } from './0017_unpublish_at.ts';
import { webhooks } from './0018_webhooks.ts';
import { siteChecks } from './0020_site_checks.ts';
import { linkHealth } from './0021_link_health.ts';
import { categoryUrlKeys } from './0019_category_url_key.ts';
import { imageChecks } from './0022_image_checks.ts';
import { scheduledIndex } from './0024_scheduled_index.ts';
import { assetUses } from './0023_asset_uses.ts';
import { deliveryRetention } from './0027_delivery_retention.ts';
import type { Dialect } from './shared.ts';

export class InCodeProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve({
      '0001_initial': initial(this.dialect),
      '0002_list_order_indexes': listOrderIndexes,
      '0003_normalized_uniques': normalizedUniques,
      '0004_publishing': publishing,
      '0005_seo': seo,
      '0006_trash': trash,
      '0007_seo_flags': seoFlags(this.dialect),
      '0008_fts': fullText(this.dialect),
      '0010_keyset': keyset,
      '0013_content_keys': contentKeys(this.dialect),
      '0014_excerpt_override': excerptOverride,
      '0015_revisions': revisions,
      '0016_assets': assets(this.dialect),
      '0017_unpublish_at': unpublishAt,
      '0018_webhooks': webhooks(this.dialect),
      '0020_site_checks': siteChecks(this.dialect),
      '0021_link_health': linkHealth(this.dialect),
      '0019_category_url_key': categoryUrlKeys(this.dialect),
      '0022_image_checks': imageChecks(this.dialect),
      '0024_scheduled_index': scheduledIndex,
      '0023_asset_uses': assetUses,
      '0027_delivery_retention': deliveryRetention,
    });
  }
}

/** Runs every migration the database has not run yet. */
export async function migrate<DB>(db: Kysely<DB>, dialect: Dialect): Promise<void> {
  // Branches reserve migration names ahead (0009, 0010 …): a database that ran a later one first still takes an
  // earlier one merged after it.
  const migrator = new Migrator({ db, provider: new InCodeProvider(dialect), allowUnorderedMigrations: true });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('database migration failed', { cause: error });
}
