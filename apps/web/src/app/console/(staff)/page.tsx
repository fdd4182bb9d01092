import { redirect } from 'next/navigation';

/** The console opens on the lead inbox. */
export default function ConsoleHome() {
  redirect('/leads');
}
