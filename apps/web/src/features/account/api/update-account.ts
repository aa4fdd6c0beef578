import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type UpdateAccountInput = {
  id: string;
  fullName: string;
  email: string;
  password?: string;
  oldPassword?: string;
  /** Required by the server when the email changes. */
  currentPassword?: string;
};

export function updateAccount(body: UpdateAccountInput): Promise<unknown> {
  return api('/user/update', { method: 'PUT', body });
}

export function useUpdateAccount() {
  return useMutation({ mutationFn: updateAccount });
}
