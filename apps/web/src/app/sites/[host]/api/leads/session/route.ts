import { getApiSite, json, siteNotFound } from '@/server/leads/api-response';
import { getFormSecret } from '@/server/leads/form-secret';
import { signFormToken } from '@/server/leads/form-token';

/**
 * GET /api/leads/session — what a form needs when it appears: a signed note of the time (for
 * the minimum fill time) and whether the site asks for the captcha.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  return json({
    formToken: signFormToken(getFormSecret(), site.id, new Date()),
    captcha: site.config.forms.captcha.enabled,
  });
}
