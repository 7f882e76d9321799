import { UpdatedCountSchema, type AssignSku } from '@listlens/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Spec part 2, section 7: set assigned_sku and status assigned by id list. */
export const assignSku = (input: AssignSku) =>
  apiFetch('/api/photos/assign', { method: 'POST', body: input, schema: UpdatedCountSchema });

// The list is not refetched here: the SKU screen keeps assigned photos in view with their badge until Refresh.
export const useAssignSku = () => useMutation({ mutationFn: assignSku });
