'use client';

import {
  LEAD_CHANGE_MESSAGES,
  type LeadStatus,
  leadStatuses,
  leadStatusLabels,
  lostReasons,
  STAFF_SIGN_IN_MESSAGES,
  toConsoleAnswer,
} from '@forecourt/core/staff';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/input-class';
import { postJson } from '@/lib/json-client';

interface Props {
  leadId: number;
  status: LeadStatus;
  lostReason: string | null;
  assignedTo: number | null;
  followUpOn: string | null;
  viewerId: number;
  canAssign: boolean;
  canUpdate: boolean;
  staff: { id: number; name: string }[];
}

/**
 * The lead's follow-up: status (lost asks why), who has it, when to follow up, and a note. One
 * Save posts what changed; the page re-renders in place and says what happened.
 */
export function LeadWorkflowForm(props: Props) {
  const id = useId();
  const router = useRouter();
  const [status, setStatus] = useState<LeadStatus>(props.status);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!props.canUpdate) return <p>Your role can read this lead but not change it.</p>;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const assignee = String(data.get('assignedTo') ?? '');
    const assignedTo = assignee === '' ? null : Number(assignee);
    const change = {
      status,
      ...(status === 'lost' ? { lostReason: String(data.get('lostReason') ?? '') || null } : {}),
      ...(assignedTo === props.assignedTo ? {} : { assignedTo }),
      followUpOn: String(data.get('followUpOn') ?? '') || null,
      note: String(data.get('note') ?? ''),
    };
    if (status === 'lost' && !change.lostReason) {
      setMessage({ ok: false, text: LEAD_CHANGE_MESSAGES.lostReason });
      return;
    }
    setBusy(true);
    const answer = toConsoleAnswer(
      (await postJson(`/api/leads/${props.leadId}`, change)).body,
      STAFF_SIGN_IN_MESSAGES.sendFailed,
    );
    setBusy(false);
    if (!answer.ok) {
      setMessage({ ok: false, text: answer.message ?? STAFF_SIGN_IN_MESSAGES.sendFailed });
      return;
    }
    (form.elements.namedItem('note') as HTMLTextAreaElement | null)?.form?.reset();
    setMessage({
      ok: true,
      text: answer.changed ? LEAD_CHANGE_MESSAGES.saved : LEAD_CHANGE_MESSAGES.nothing,
    });
    router.refresh();
  }

  const assignable = props.canAssign
    ? props.staff
    : props.staff.filter((person) => person.id === props.viewerId);
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
      <div>
        <label htmlFor={`${id}-status`} className="font-medium">
          Status
        </label>
        <select
          id={`${id}-status`}
          name="status"
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadStatus)}
          className={inputClass}
        >
          {leadStatuses.map((value) => (
            <option key={value} value={value}>
              {leadStatusLabels[value]}
            </option>
          ))}
        </select>
      </div>
      {status === 'lost' ? (
        <div>
          <label htmlFor={`${id}-lost`} className="font-medium">
            Why was it lost?
          </label>
          <select
            id={`${id}-lost`}
            name="lostReason"
            defaultValue={props.lostReason ?? ''}
            required
            aria-required
            className={inputClass}
          >
            <option value="">Choose a reason</option>
            {lostReasons.map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-assignee`} className="font-medium">
          Assigned to
        </label>
        <select
          id={`${id}-assignee`}
          name="assignedTo"
          defaultValue={props.assignedTo ?? ''}
          className={inputClass}
        >
          <option value="">Nobody</option>
          {props.assignedTo !== null && !assignable.some((p) => p.id === props.assignedTo) ? (
            <option value={props.assignedTo}>
              {props.staff.find((p) => p.id === props.assignedTo)?.name ?? 'Someone else'}
            </option>
          ) : null}
          {assignable.map((person) => (
            <option key={person.id} value={person.id}>
              {person.id === props.viewerId ? `${person.name} (me)` : person.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-follow-up`} className="font-medium">
          Follow up on
        </label>
        <input
          id={`${id}-follow-up`}
          name="followUpOn"
          type="date"
          defaultValue={props.followUpOn ?? ''}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="font-medium">
          Add a note (staff only)
        </label>
        <textarea id={`${id}-note`} name="note" maxLength={2000} rows={3} className={inputClass} />
      </div>
      <p
        role="status"
        className={message?.ok === false ? 'font-medium text-danger' : 'font-medium'}
      >
        {message?.text ?? ''}
      </p>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        Save
      </Button>
    </form>
  );
}
