/**
 * Logging in by email (SPEC 4, issue 4): an address nobody has is bound to the current guest
 * account ("an unregistered account is automatically bound to the current device account");
 * a known address switches to its account, and whatever the guest held moves there in the
 * same transaction, so nothing bought as a guest is stranded.
 */
import type { LoginData } from '#shared/contract/user.ts';
import type { LanguageId } from '#shared/languages.ts';
import type { Database } from '#db/client.ts';
import type { SessionService } from '../session/session.service.ts';
import { displayNickname } from '../user/user.service.ts';
import { createAccountRepository, type AccountRow } from './account.repository.ts';

function isGuest(row: AccountRow): boolean {
  return !row.email && !row.facebookId && !row.tiktokOpenId;
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string } | undefined) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

export function createAccountService(deps: { db: Database; sessions: SessionService }) {
  const { db, sessions } = deps;

  async function loginOnce(currentUserId: number, email: string): Promise<number> {
    return db.transaction(async (tx) => {
      const repo = createAccountRepository(tx);
      const current = await repo.byId(currentUserId);
      const owner = await repo.byEmail(email);
      if (owner) {
        if (current && owner.id !== current.id && isGuest(current))
          await repo.mergeInto(current.id, owner.id);
        return owner.id;
      }
      if (current && isGuest(current)) {
        await repo.bindEmail(current.id, email);
        return current.id;
      }
      return repo.createWithEmail(email);
    });
  }

  return {
    async loginWithEmail(currentUserId: number, email: string, language: LanguageId): Promise<LoginData> {
      let userId: number;
      try {
        userId = await loginOnce(currentUserId, email);
      } catch (error) {
        // Two first logins with one new address at once: the other one created it; switch to it.
        if (!isUniqueViolation(error)) throw error;
        userId = await loginOnce(currentUserId, email);
      }
      const token = await sessions.issue(userId, 'email');
      const row = await createAccountRepository(db).byId(userId);
      return {
        user_token: token,
        nickname: row ? displayNickname(row, language) : '',
        email,
      };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
