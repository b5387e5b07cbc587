import { switchConfigKey, websiteConfigKey } from '@oj/shared/db/keys';
import { WebsiteConfig } from '@oj/shared';
import { SwitchConfigItem } from '@oj/shared/db/items';
import type { Db } from './db.ts';
import { memo } from './memo.ts';

/** Site configuration, cached for a few seconds per instance (the admin back office edits it rarely). */
export const getWebsiteConfig = memo(5_000, async (db: Db) => WebsiteConfig.parse((await db.get(websiteConfigKey)) ?? {}));

export const getSwitchConfig = memo(5_000, async (db: Db) => SwitchConfigItem.parse((await db.get(switchConfigKey)) ?? {}));
