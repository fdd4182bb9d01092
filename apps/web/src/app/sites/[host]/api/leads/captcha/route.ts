import { getApiSite, json, jsonError, siteNotFound } from '@/server/http/json-route';
import { createCaptchaChallenge } from '@/server/leads/captcha';
import { getFormSecret } from '@/server/leads/form-secret';

/** GET /api/leads/captcha — a fresh ALTCHA proof-of-work challenge for this site's forms. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getApiSite(params);
  if (!site) return siteNotFound();
  const { captcha } = site.config.forms;
  if (!captcha.enabled) return jsonError(404, 'This site does not use a captcha');
  return json(await createCaptchaChallenge(getFormSecret(), site.id, captcha, new Date()));
}
