import { OutboundUrlError, type OutboundPolicy } from '../net/outbound-policy.js';
import type { Storage } from '../storage/storage.js';
import type { Variant } from '../templates/variant.js';
import type { Checker } from '../validation/checker.js';

export interface ImageUrlPolicy {
  policy: OutboundPolicy;
  /** Tells this server's own files (media, earlier snaps), which are read from storage, not fetched. */
  ownFiles: Pick<Storage, 'keyOf' | 'movedAddressRefusal'>;
}

/**
 * Every variant `imageUrl` of every list must be a public http(s) address or one of this server's
 * files: each distinct address checked once (DNS included), a refusal worded by `refusal` (given
 * the policy's reason) on `<field>.<index>.imageUrl`. Batches and previews check up front; a snap's
 * addresses are checked as its render fetches them.
 */
export async function checkImageUrls(
  c: Checker,
  { policy, ownFiles }: ImageUrlPolicy,
  lists: [field: string, variants: Variant[] | null][],
  refusal: (reason: string) => string,
): Promise<void> {
  const verdicts = new Map<string, Promise<string | null>>();
  const verdict = (url: string) => {
    if (!verdicts.has(url))
      verdicts.set(
        url,
        policy.assertAllowed(url).then(
          () => null,
          (e) => (e instanceof OutboundUrlError ? e.reason : Promise.reject(e)),
        ),
      );
    return verdicts.get(url)!;
  };
  await Promise.all(
    lists.flatMap(([field, variants]) =>
      (variants ?? []).map(async (v, j) => {
        if (v.imageUrl === undefined || v.imageUrl === null || ownFiles.keyOf(v.imageUrl)) return;
        const reason = await verdict(v.imageUrl);
        if (reason)
          c.fail(`${field}.${j}.imageUrl`, refusal((await ownFiles.movedAddressRefusal(v.imageUrl)) ?? reason));
      }),
    ),
  );
}
