import { handlePasskeyStep } from '@/server/accounts/passkey-route';

/** POST /api/account/passkey/register-options (JSON). */
export function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  return handlePasskeyStep(request, params, 'register-options');
}
