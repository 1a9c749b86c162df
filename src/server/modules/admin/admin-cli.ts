/**
 * The operator's commands (`npm run admin -- <command>`), apart from the process around them
 * (scripts/admin.ts opens the database) so tests call them directly:
 *
 *   feedback:list [--unanswered] [--limit N] [--json]   feedback, newest first, with replies
 *   feedback:reply <id> <text...>                        stores a reply, unread for the user
 */
import { ApiError } from '../../api-error.ts';
import { translate } from '../../i18n/messages.ts';
import type { OperatorFeedback } from '../feedback/feedback.service.ts';
import { RemoteAdminError, type OperatorFeedbackOps } from './remote-feedback.ts';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  feedback:list [--unanswered] [--limit N] [--json]
      Lists feedback, newest first, with the replies (--unanswered: only those without one).
  feedback:reply <id> <text>
      Replies to feedback <id>; the user sees the reply marked unread.
`;

export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
}

function when(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().replace('T', ' ').slice(0, 16);
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => `${prefix}${line}`)
    .join('\n');
}

export function formatFeedback(item: OperatorFeedback): string {
  const state =
    item.replies.length === 0
      ? 'unanswered'
      : `${item.replies.length} repl${item.replies.length === 1 ? 'y' : 'ies'}`;
  const lines = [
    `#${item.id}  ${when(item.created_at)} UTC  user ${item.user_id}  [${item.type}]  ${state}`,
    indent(item.content, '    '),
    `    contact: ${item.contact}`,
    ...item.replies.map(
      (r) =>
        `    -> ${when(r.created_at)} UTC (${r.is_read ? 'read' : 'unread'}): ${indent(r.body, '       ').trimStart()}`,
    ),
  ];
  return lines.join('\n');
}

function describe(error: unknown): string {
  // The operator reads English (language 3).
  if (error instanceof ApiError) return translate(3, error.messageKey, error.params);
  return error instanceof Error ? error.message : String(error);
}

/** Runs one command; resolves to the process exit code. */
export async function runAdminCommand(
  argv: readonly string[],
  deps: { feedback: OperatorFeedbackOps; io: AdminIo },
): Promise<number> {
  const [command, ...rest] = argv;
  const { io } = deps;
  try {
    if (command === 'feedback:list') {
      const flags = new Set(rest.filter((a) => a.startsWith('--')));
      const limitAt = rest.indexOf('--limit');
      const limit = limitAt === -1 ? 50 : Number(rest[limitAt + 1]);
      if (!Number.isInteger(limit) || limit < 1) {
        io.err('--limit needs a positive whole number');
        return 2;
      }
      const page = await deps.feedback.operatorList({ unanswered: flags.has('--unanswered'), limit });
      if (flags.has('--json')) {
        io.out(JSON.stringify(page, null, 2));
        return 0;
      }
      if (page.list.length === 0) {
        io.out(flags.has('--unanswered') ? 'No unanswered feedback.' : 'No feedback yet.');
        return 0;
      }
      for (const item of page.list) io.out(`${formatFeedback(item)}\n`);
      io.out(`${page.list.length} of ${page.total} shown.`);
      return 0;
    }
    if (command === 'feedback:reply') {
      const [idText, ...words] = rest;
      const id = Number(idText);
      const text = words.join(' ');
      if (!idText || !Number.isSafeInteger(id) || id <= 0 || text.trim() === '') {
        io.err('Usage: npm run admin -- feedback:reply <id> <text>');
        return 2;
      }
      const item = await deps.feedback.reply(id, text);
      io.out(`Replied to #${item.id}; the user will see it marked unread.`);
      io.out(formatFeedback(item));
      return 0;
    }
    io.err(command ? `Unknown command: ${command}\n\n${ADMIN_USAGE}` : ADMIN_USAGE);
    return command ? 2 : 0;
  } catch (error) {
    if (
      (error instanceof ApiError && error.errorName === 'notFound') ||
      (error instanceof RemoteAdminError && error.code === 404)
    ) {
      io.err(`No feedback #${rest[0] ?? ''}.`);
      return 1;
    }
    io.err(describe(error));
    return 1;
  }
}
