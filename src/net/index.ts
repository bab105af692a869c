// Outbound HTTP under an address policy, shared by the service and the front ends: the URL guard,
// a guarded transport, a bounded fetch, a fetch that keeps bodies readable, and a bounded body reader.
export { URL_POLICIES, isAddressAllowed, type UrlPolicy } from './address-policy.ts';
export { FetchFailedError, PayloadTooLargeError, UrlNotAllowedError } from './errors.ts';
export { systemResolver, type HostResolver, type ResolvedAddress } from './host-resolver.ts';
export { createUrlGuard, type UrlGuard, type UrlGuardOptions } from './url-guard.ts';
export { createGuardedAgent, type GuardedAgentOptions } from './guarded-agent.ts';
export { fetchLimited, type FetchedContent, type FetchLimitedOptions } from './fetch-limited.ts';
export { fetchKeepingBodies } from './fetch-keeping-bodies.ts';
export { readLimited } from './read-limited.ts';
