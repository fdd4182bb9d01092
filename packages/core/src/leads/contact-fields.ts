import { defineField, type FormField } from './form-field.ts';

/** The core contact fields every lead form starts with (spec 2 §3 Trade-in form fields, §5). */
export function getContactFields(step = 0): FormField[] {
  return [
    defineField({ name: 'name', label: 'First Name', type: 'text', required: true, step }),
    defineField({ name: 'last_name', label: 'Last Name', type: 'text', required: true, step }),
    defineField({ name: 'email', label: 'Email', type: 'email', required: true, step }),
    defineField({ name: 'phone', label: 'Mobile', type: 'tel', required: true, step }),
    defineField({ name: 'postcode', label: 'Postcode', type: 'postcode', required: true, step }),
  ];
}

/** Names of the stored user details that prefill later forms (spec 2 §3 Stored user details). */
export const STORED_DETAIL_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;
export type StoredDetailField = (typeof STORED_DETAIL_FIELDS)[number];
