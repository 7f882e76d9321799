import { GroupByLabelResultSchema, type GroupByLabelResult } from '@listlens/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Group by label photo: the server reads each photo's code and assigns the runs between labels. */
export const groupByLabel = (): Promise<GroupByLabelResult> =>
  apiFetch('/api/photos/group-by-label', { method: 'POST', body: {}, schema: GroupByLabelResultSchema });

export const useGroupByLabel = () => useMutation({ mutationFn: groupByLabel });
