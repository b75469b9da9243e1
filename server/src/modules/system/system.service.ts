import { qurbanHijriYear } from '@amal/contract/constants';
import type { PublicConfig } from '@amal/contract/lookups';
import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import { defaultSettings, readSettings } from '../settings/settings.service.ts';

/**
 * What GET /api/config tells any browser about this environment: the foundation's settings as a
 * super admin saved them (the environment's values until then), read without a restart.
 */
export async function publicConfig(ctx: Pick<AppContext, 'db' | 'config'>): Promise<PublicConfig> {
  const settings = await readSettings(ctx.db, ctx.config);
  return {
    foundationName: settings.foundationName,
    customerServiceUrl: settings.customerServiceUrl,
    ...(ctx.config.google && { googleSignIn: true }),
    qurbanHijriYear: qurbanHijriYear(ctx.config.nodeEnv === 'production'),
  };
}

/** The public configuration from the environment alone (before any settings are saved). */
export function defaultPublicConfig(
  config: Pick<Config, 'foundationName' | 'customerServiceUrl' | 'google' | 'nodeEnv'>,
): PublicConfig {
  const { foundationName, customerServiceUrl } = defaultSettings(config);
  return {
    foundationName,
    customerServiceUrl,
    ...(config.google && { googleSignIn: true }),
    qurbanHijriYear: qurbanHijriYear(config.nodeEnv === 'production'),
  };
}
