import type { PublicConfig } from '@amal/contract/lookups';
import type { Config } from '../../config.ts';

/** What GET /api/config tells any browser about this environment. */
export const publicConfig = (config: Config): PublicConfig => ({
  foundationName: config.foundationName,
  customerServiceUrl: config.customerServiceUrl,
});
