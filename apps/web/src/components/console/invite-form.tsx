'use client';

import {
  INVITATION_MESSAGES,
  STAFF_SIGN_IN_MESSAGES,
  toConsoleAnswer,
} from '@forecourt/core/staff';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/input-class';
import { postJson } from '@/lib/json-client';

interface GrantableRole {
  role: string;
  label: string;
  scopes: ('dealership' | 'group')[];
}

/** Invites someone by email to a role the inviter may give, here or across the group. */
export function InviteForm({
  roles,
  dealershipName,
  groupName,
}: {
  roles: GrantableRole[];
  dealershipName: string;
  groupName: string | null;
}) {
  const id = useId();
  const router = useRouter();
  const [role, setRole] = useState(roles[0]?.role ?? '');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const scopes = roles.find((candidate) => candidate.role === role)?.scopes ?? [];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const answer = toConsoleAnswer(
      (
        await postJson('/api/invitations', {
          name: String(data.get('name') ?? ''),
          email: String(data.get('email') ?? ''),
          role,
          scope: String(data.get('scope') ?? 'dealership'),
        })
      ).body,
      INVITATION_MESSAGES.sendFailed,
    );
    if (answer.ok) {
      setMessage({ ok: true, text: `Invitation emailed to ${String(data.get('email'))}.` });
      form.reset();
      router.refresh();
    } else {
      setMessage({ ok: false, text: answer.message ?? STAFF_SIGN_IN_MESSAGES.sendFailed });
    }
  }

  if (roles.length === 0) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-line bg-surface p-4"
    >
      <h2 id={`${id}-title`} className="mb-2 font-semibold text-lg">
        Invite someone
      </h2>
      <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <div>
          <label htmlFor={`${id}-name`} className="font-medium">
            Name
          </label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="off"
            required
            aria-required
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="font-medium">
            Email address
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="off"
            required
            aria-required
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-role`} className="font-medium">
            Role
          </label>
          <select
            id={`${id}-role`}
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value)}
            className={inputClass}
          >
            {roles.map((candidate) => (
              <option key={candidate.role} value={candidate.role}>
                {candidate.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-scope`} className="font-medium">
            Where
          </label>
          <select id={`${id}-scope`} name="scope" className={inputClass}>
            {scopes.includes('dealership') ? (
              <option value="dealership">{dealershipName} only</option>
            ) : null}
            {scopes.includes('group') && groupName ? (
              <option value="group">Every dealership of {groupName}</option>
            ) : null}
          </select>
        </div>
        <p
          role="status"
          className={`sm:col-span-2 ${message?.ok === false ? 'font-medium text-danger' : ''}`}
        >
          {message?.text ?? ''}
        </p>
        <Button type="submit" className="sm:col-span-2 sm:justify-self-start">
          Send invitation
        </Button>
      </form>
    </section>
  );
}
