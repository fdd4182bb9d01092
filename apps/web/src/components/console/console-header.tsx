import { type StaffRole, staffRoleLabels } from '@forecourt/core/staff';
import type { ConsoleDealership } from '@forecourt/db';
import Link from 'next/link';
import { DealershipSwitcher } from './dealership-switcher.tsx';
import { SignOutButton } from './sign-out-button.tsx';

export interface ConsoleHeaderProps {
  userName: string;
  roles: StaffRole[];
  dealership: ConsoleDealership | null;
  dealerships: ConsoleDealership[];
  /** The pages the user's roles may use here. */
  links: { href: string; label: string }[];
}

/** The console's header: who is signed in, as what, where; the pages their roles may use. */
export function ConsoleHeader({
  userName,
  roles,
  dealership,
  dealerships,
  links,
}: ConsoleHeaderProps) {
  return (
    <header className="border-line border-b bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <p className="font-bold text-lg">Forecourt console</p>
        {dealerships.length > 1 && dealership ? (
          <DealershipSwitcher
            current={dealership.id}
            options={dealerships.map((d) => ({ id: d.id, name: d.name }))}
          />
        ) : (
          <p className="font-medium">{dealership?.name ?? 'No dealership yet'}</p>
        )}
        <div className="ml-auto flex items-center gap-3 text-sm">
          <p>
            <span className="font-semibold">{userName}</span>
            {roles.length ? (
              <span className="text-muted">
                {' '}
                · {roles.map((role) => staffRoleLabels[role]).join(', ')}
              </span>
            ) : null}
          </p>
          <SignOutButton />
        </div>
        <nav aria-label="Console" className="w-full">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {links.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
