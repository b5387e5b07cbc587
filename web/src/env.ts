/**
 * Build-time settings, checked once when the app starts. VITE_API_BASE is empty when the SPA and the API share
 * an origin (CloudFront routes /api/*, the dev server proxies it); set it to call an API elsewhere.
 */
const readEnv = (vars: Record<string, unknown>) => {
  const apiBase = vars.VITE_API_BASE ?? '';
  if (typeof apiBase !== 'string' || !/^(https?:\/\/[^\s/]+(\/\S*)?)?$/.test(apiBase)) {
    throw new Error(`Invalid environment: VITE_API_BASE must be empty or an http(s) origin, not ${JSON.stringify(apiBase)}`);
  }
  return { apiBase: apiBase.replace(/\/$/, '') } as const;
};

export const env = readEnv(import.meta.env);
