import { MoRef } from '../soap/soap-envelope';
import type { VimClient } from '../soap/vim-client';

/** A client that notes the methods it calls, in order, those vCenter answered, and the objects vCenter made for it. */
export function notingClient(inner: VimClient) {
  const methods: string[] = [];
  const answered: string[] = [];
  const made: MoRef[] = [];
  const invoke: VimClient['invoke'] = async (method, target, args, options) => {
    methods.push(method);
    const answer = await inner.invoke(method, target, args, options);
    answered.push(method);
    if (method.startsWith('Create') && answer instanceof MoRef) made.push(answer);
    return answer;
  };
  return { client: { ...inner, invoke }, methods, answered, made };
}
