/**
 * GET /console-api/audit (owner): the audit log, newest first, filtered and paged by the server.
 * What each row names comes in words in the console's language (the request's header): read
 * again when it changes.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditResponse, type AuditQuery } from '#shared/contract/console-auth.ts';
import type { LanguageId } from '#shared/languages.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { useActiveLanguage } from '#console/lib/i18n.ts';

export type AuditFilters = Partial<AuditQuery>;

export function auditQueryOptions(filters: AuditFilters, language: LanguageId | undefined) {
  return queryOptions({
    queryKey: ['audit', filters, language],
    queryFn: ({ signal }) =>
      consoleRequest('GET', '/audit', { schema: auditResponse, query: { ...filters }, signal }),
    // The table keeps the page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAudit(filters: AuditFilters) {
  return useQuery(auditQueryOptions(filters, useActiveLanguage()?.id));
}
