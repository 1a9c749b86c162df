/**
 * The operator's commands (`npm run admin -- <command>`), apart from the process around them
 * (scripts/admin.ts opens the database) so tests call them directly:
 *
 *   feedback:list [--unanswered] [--limit N] [--json]   feedback, newest first, with replies
 *   feedback:reply <id> <text...>                        stores a reply, unread for the user
 *   operator:create --email E --role R [--name N]        an operator and its one-time setup link
 *   operator:reset --email E                             a new setup link (lost phone or password)
 */
import {
  OPERATOR_ROLES,
  OPERATOR_SETUP_HOURS,
  operatorCreatePayload,
  type OperatorCreatePayload,
  type OperatorCreateResponse,
} from '#shared/contract/console-auth.ts';
import { ApiError } from '../../api-error.ts';
import { translate } from '../../i18n/messages.ts';
import type { FeedbackService, OperatorFeedback } from '../feedback/feedback.service.ts';
import { CLI_ACTOR } from '../operator/audit.service.ts';
import { defaultOperatorName, type OperatorService } from '../operator/operator.service.ts';
import { RemoteAdminError } from './remote-admin.ts';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  feedback:list [--unanswered] [--limit N] [--json]
      Lists feedback, newest first, with the replies (--unanswered: only those without one).
  feedback:reply <id> <text>
      Replies to feedback <id>; the user sees the reply marked unread.
  operator:create --email <email> --role <${OPERATOR_ROLES.join('|')}> [--name <name>]
      Makes a console account and prints its one-time setup link (valid ${OPERATOR_SETUP_HOURS} h): the
      operator opens it, enrols an authenticator app and chooses a password.
  operator:reset --email <email>
      A lost phone or password: clears both, ends the operator's sessions and prints a new
      setup link.
`;

export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
}

/** What the commands do, on the database (localAdminOps) or through the server (remote-admin.ts). */
export interface AdminOps {
  feedback: {
    operatorList: FeedbackService['operatorList'];
    reply(feedbackId: number, body: string): Promise<OperatorFeedback>;
  };
  operators: {
    create(input: OperatorCreatePayload): Promise<OperatorCreateResponse>;
    reset(email: string): Promise<OperatorCreateResponse>;
  };
}

/** The operations on the database itself; the audit log names their author 'cli'. */
export function localAdminOps(services: { feedback: FeedbackService; operators: OperatorService }): AdminOps {
  return {
    feedback: {
      operatorList: (options) => services.feedback.operatorList(options),
      reply: (feedbackId, body) => services.feedback.reply(feedbackId, body, CLI_ACTOR),
    },
    operators: {
      create: (input) => services.operators.create(CLI_ACTOR, input),
      reset: (email) => services.operators.reset(CLI_ACTOR, email),
    },
  };
}

/** The value after `--name` in `args`, if any. */
function flag(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

function printSetupLink(io: AdminIo, what: string, result: OperatorCreateResponse): void {
  io.out(what);
  io.out(`Send this one-time setup link to the operator (valid ${OPERATOR_SETUP_HOURS} h, works once):`);
  io.out('');
  io.out(`  ${result.setup_url}`);
  io.out('');
}

async function operatorCommand(command: string, rest: readonly string[], deps: AdminOps, io: AdminIo) {
  const email = flag(rest, '--email') ?? '';
  if (command === 'operator:reset') {
    const parsed = operatorCreatePayload.shape.email.safeParse(email);
    if (!parsed.success) {
      io.err('Usage: npm run admin -- operator:reset --email <email>');
      return 2;
    }
    const result = await deps.operators.reset(parsed.data);
    printSetupLink(io, `Operator #${result.id} ${parsed.data}: password and authenticator cleared.`, result);
    return 0;
  }
  const name = flag(rest, '--name');
  const parsed = operatorCreatePayload.safeParse({
    email,
    role: flag(rest, '--role'),
    name: name ?? defaultOperatorName(email),
  });
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') ?? '';
    io.err(`Invalid ${field ? `--${field}` : 'arguments'}.`);
    io.err(
      `Usage: npm run admin -- operator:create --email <email> --role <${OPERATOR_ROLES.join('|')}> [--name <name>]`,
    );
    return 2;
  }
  const result = await deps.operators.create(parsed.data);
  const { email: address, role } = parsed.data;
  printSetupLink(io, `Operator #${result.id} ${address} (${role}) created.`, result);
  return 0;
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
  deps: AdminOps & { io: AdminIo },
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
    if (command === 'operator:create' || command === 'operator:reset') {
      return await operatorCommand(command, rest, deps, io);
    }
    io.err(command ? `Unknown command: ${command}\n\n${ADMIN_USAGE}` : ADMIN_USAGE);
    return command ? 2 : 0;
  } catch (error) {
    if (
      (error instanceof ApiError &&
        (error.errorName === 'notFound' || error.errorName === 'recordNotFound')) ||
      (error instanceof RemoteAdminError && error.code === 404)
    ) {
      io.err(
        command === 'operator:reset'
          ? `No operator with the email ${flag(rest, '--email') ?? ''}.`
          : `No feedback #${rest[0] ?? ''}.`,
      );
      return 1;
    }
    io.err(describe(error));
    return 1;
  }
}
