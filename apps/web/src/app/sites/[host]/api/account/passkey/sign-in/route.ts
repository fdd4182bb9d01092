import { handlePasskeyStep } from '@/server/accounts/passkey-route';

/** POST /api/account/passkey/sign-in (JSON). */
export function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  return handlePasskeyStep(request, params, 'sign-in');
}
