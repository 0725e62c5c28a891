import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { IdentityStore } from '../domain/ports/storage';

/**
 * oidc-provider's storage adapter over the database: sessions, interactions, codes, grants and refresh tokens
 * live there, so a sign-in through one instance is followed by token calls and renewals on any other.
 */
export function storedModels(store: IdentityStore): new (model: string) => Adapter {
  return class StoredModel implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000) : undefined;
      await store.upsert(this.model, id, { ...payload }, expiresAt);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return (await store.find(this.model, id, new Date())) as AdapterPayload | undefined;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return (await store.findBy(this.model, 'user_code', userCode, new Date())) as AdapterPayload | undefined;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return (await store.findBy(this.model, 'uid', uid, new Date())) as AdapterPayload | undefined;
    }

    async consume(id: string): Promise<void> {
      await store.consume(this.model, id, Math.floor(Date.now() / 1000));
    }

    async destroy(id: string): Promise<void> {
      await store.destroy(this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await store.revokeByGrantId(grantId);
    }
  };
}
