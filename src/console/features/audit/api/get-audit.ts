/** GET /console-api/audit (owner): the audit log, newest first, filtered and paged by the server. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditResponse, type AuditQuery } from '#shared/contract/console-auth.ts';
import { consoleRequest } from '#console/lib/api-client.ts';

export type AuditFilters = Partial<AuditQuery>;

export function auditQueryOptions(filters: AuditFilters) {
  return queryOptions({
    queryKey: ['audit', filters],
    queryFn: ({ signal }) =>
      consoleRequest('GET', '/audit', { schema: auditResponse, query: { ...filters }, signal }),
    // The table keeps the page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAudit(filters: AuditFilters) {
  return useQuery(auditQueryOptions(filters));
}
