import { redirect } from 'next/navigation';
import { getInboxScope } from '@/server/console/console-context';
import { getConsolePageContext } from '@/server/console/console-page';

/** The console opens on the lead inbox, or for roles without leads on their own account page. */
export default async function ConsoleHome() {
  const context = await getConsolePageContext();
  redirect(getInboxScope(context) ? '/leads' : '/account');
}
